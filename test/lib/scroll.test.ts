import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { headerOffset, scrollTargetFor, scrollWindowTo } from '../../src/lib/scroll';

describe('scroll maths', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  test('scrolling is smooth, or at once when asked or when reduced motion is preferred', () => {
    const calls: ScrollToOptions[] = [];
    const originals = { scrollTo: window.scrollTo, matchMedia: window.matchMedia };
    window.scrollTo = ((options: ScrollToOptions) => void calls.push(options)) as typeof window.scrollTo;
    try {
      scrollWindowTo(300);
      scrollWindowTo(0, { instant: true });
      window.matchMedia = ((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
      })) as unknown as typeof window.matchMedia;
      scrollWindowTo(500);
    } finally {
      Object.assign(window, originals);
    }
    assert.deepEqual(calls, [
      { top: 300, behavior: 'smooth' },
      { top: 0, behavior: 'instant' },
      { top: 500, behavior: 'instant' },
    ]);
  });

  test('the header offset is the page’s scroll-padding-top, the one the browser’s own jumps use', () => {
    assert.equal(headerOffset(), 0);
    document.documentElement.style.scrollPaddingTop = '95px';
    assert.equal(headerOffset(), 95);
  });

  test('a section lands the header offset below the top, within the page', () => {
    assert.equal(scrollTargetFor(1000, 95, 5000), 905);
    assert.equal(scrollTargetFor(1000.4, 95, 5000), 905);
    assert.equal(scrollTargetFor(50, 95, 5000), 0, 'never above the page');
    assert.equal(scrollTargetFor(4900, 95, 4000), 4000, 'never below the page');
  });
});
