/**
 * Debian's Chromium for the tests, with nowhere to go but this machine. Its proxy is a trap on
 * 127.0.0.1 that drops every connection unanswered, and Chromium never sends an address of this
 * machine through a proxy: so whatever a page asks of the outside fails (the guard in pages.ts records
 * it for the test to fail), and so do the browser's own background requests, which no test sees.
 * A guard made of a route on every context would do the first, but Playwright turns Chromium's cache
 * off for a context with a route, and a page then loaded again compiles its script again.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/browser/chromium';

const trapped = new WeakMap<Browser, string[]>();

/** What the browser's proxy was asked for: `CONNECT host:port` for https, the address for http. */
export function trappedBy(browser: Browser): string[] {
  return trapped.get(browser) ?? [];
}

export async function launchGuardedChromium(): Promise<Browser> {
  const requests: string[] = [];
  const trap = createServer((socket) => {
    socket.once('data', (data) => {
      requests.push(
        data
          .toString('latin1')
          .split('\r\n')[0]
          .replace(/ HTTP\/[\d.]+$/, ''),
      );
      socket.destroy();
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  const { port } = trap.address() as AddressInfo;
  const browser = await launchChromium([`--proxy-server=http://127.0.0.1:${port}`]);
  trapped.set(browser, requests);
  browser.on('disconnected', () => trap.close());
  trap.unref();
  return browser;
}
