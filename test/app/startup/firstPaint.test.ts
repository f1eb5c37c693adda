import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { afterFirstPaint, NO_PAINT_FALLBACK_MS } from '../../../src/app/startup/firstPaint';

type Target = Parameters<typeof afterFirstPaint>[1];

/** A window whose paint observer is driven by the test; `paints: false` is a browser without paint timing. */
function fakeWindow({ paints = true } = {}) {
  const events = new EventTarget();
  const observers: { callback: (list: { getEntriesByName(name: string): unknown[] }) => void; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paints ? ['paint', 'layout-shift'] : ['layout-shift'];
    private entry;
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const target = {
    PerformanceObserver: FakeObserver,
    setTimeout: (run: () => void, delay: number) => timers.push({ at: now + delay, run }),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Target;
  return {
    target,
    paint(name: string) {
      for (const observer of observers.filter((each) => each.connected))
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
    load: () => events.dispatchEvent(new Event('load')),
    elapse(ms: number) {
      now += ms;
      for (const timer of timers.filter((each) => each.at <= now)) timers.splice(timers.indexOf(timer), 1)[0].run();
    },
    get observing() {
      return observers.some((each) => each.connected);
    },
  };
}

/** A fake window where afterFirstPaint waits; `runs()` counts the calls of what it waits to run. */
function waitingPage(options?: Parameters<typeof fakeWindow>[0]) {
  const page = fakeWindow(options);
  let runs = 0;
  afterFirstPaint(() => runs++, page.target);
  return { page, runs: () => runs };
}

describe('afterFirstPaint', () => {
  test('runs at the first contentful paint, not at a first paint without content nor at the load event, and only once', () => {
    const { page, runs } = waitingPage();
    page.load();
    page.paint('first-paint');
    assert.equal(runs(), 0);
    page.paint('first-contentful-paint');
    assert.equal(runs(), 1);
    assert.equal(page.observing, false, 'the observer is left connected');
  });

  test('when no contentful paint is reported, runs some time after the load event, once', () => {
    const { page, runs } = waitingPage();
    page.load();
    page.elapse(NO_PAINT_FALLBACK_MS - 1);
    assert.equal(runs(), 0);
    page.elapse(1);
    assert.equal(runs(), 1);
    assert.equal(page.observing, false);
    page.paint('first-contentful-paint');
    assert.equal(runs(), 1);
  });

  test('a paint before the fallback leaves nothing for it to run', () => {
    const { page, runs } = waitingPage();
    page.load();
    page.paint('first-contentful-paint');
    page.elapse(NO_PAINT_FALLBACK_MS);
    assert.equal(runs(), 1);
  });

  test('without paint timing, runs at the load event', () => {
    const { page, runs } = waitingPage({ paints: false });
    assert.equal(page.observing, false);
    assert.equal(runs(), 0);
    page.load();
    assert.equal(runs(), 1);
    page.load();
    assert.equal(runs(), 1);
  });
});
