import { afterEach, beforeEach } from 'node:test';

/** Every gtag() call of the current test, as an array of its arguments; the tag is gone after it. */
export function recordAnalytics(): unknown[][] {
  const calls: unknown[][] = [];
  beforeEach(() => {
    calls.length = 0;
    window.gtag = (...args: unknown[]) => void calls.push(args);
  });
  afterEach(() => {
    delete window.gtag;
  });
  return calls;
}
