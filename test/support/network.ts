/**
 * No test reaches the network: a request may go to this machine (127.0.0.1, localhost) and nowhere
 * else. Both the happy-dom window and the Chromium pages block every other request, record it, and
 * fail the test that made it.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const NETWORK_PROTOCOLS = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:']);

/** True for an address on this machine or one that needs no network (data:, blob:, about:). */
export function staysOnThisMachine(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true; // Not an address at all: nothing can be requested with it.
  }
  return !NETWORK_PROTOCOLS.has(parsed.protocol) || LOOPBACK_HOSTS.has(parsed.hostname);
}

/** The requests to the outside blocked since the last look. */
export function createOutsideRequestLog() {
  const attempts: string[] = [];
  return {
    record(url: string): Error {
      attempts.push(url);
      return new Error(`A test tried to reach the network: ${url}`);
    },
    /** Returns the attempts and forgets them (a test that makes one on purpose takes it). */
    take(): string[] {
      return attempts.splice(0);
    },
    /** Throws, naming each attempt, when there was one. */
    assertNone(): void {
      const seen = attempts.splice(0);
      if (seen.length) throw new Error(`Tests must not reach the network; blocked:\n${seen.join('\n')}`);
    },
  };
}
