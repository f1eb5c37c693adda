/**
 * Runs work that can wait until the browser is idle (at the latest after `timeoutMs`), so that it
 * stays out of the hydration task. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
