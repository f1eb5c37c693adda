// An article's contents follow the reading (src/lib/articleContents.ts) with the page's own scroll-spy:
// a section is its heading and what follows it, so the entry marked is the section being read, going
// down or back up; a click on an entry marks it at once; the ids are the anchors as written.
import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { followContents, sectionBoxes } from '../../src/lib/articleContents';
import { HIGHLIGHT_PAUSE_MS, startScrollSpy } from '../../src/lib/scrollSpy';

const IDS = ['o-problema', 'decisões', 'resultado'];
const rect = (top: number, height: number) => () => ({ top, bottom: top + height, left: 0, right: 0, width: 0, height }) as DOMRect;
const frame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));

/** Puts the text's top at `top` px from the viewport's: headings 1000 px apart, 40 px tall; the text ends 800 px below the last. */
function scrollTextTo(top: number) {
  IDS.forEach((id, index) => (document.getElementById(id)!.getBoundingClientRect = rect(top + index * 1000, 40)));
  document.querySelector<HTMLElement>('.prose')!.getBoundingClientRect = rect(top, 2800);
}
const marked = () => [...document.querySelectorAll('.article-contents a[aria-current="true"]')].map((link) => link.textContent);

describe("an article's contents following the reading", () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    document.body.innerHTML =
      '<div id="pagina"><nav class="article-contents"><ol>' +
      IDS.map((id) => `<li><a href="#${id}">${id}</a></li>`).join('') +
      '</ol></nav><div class="prose">' +
      IDS.map((id) => `<h2 id="${id}">${id}</h2><p>…</p>`).join('') +
      '</div></div>';
    scrollTextTo(0);
  });
  afterEach(() => Reflect.deleteProperty(document.documentElement, 'scrollHeight'));

  test("each section reaches from its heading to the next one's, the last to the end of the text", () => {
    scrollTextTo(100);
    assert.deepEqual(sectionBoxes(IDS), [
      { id: 'o-problema', top: 100, bottom: 1100, heading: { top: 100, bottom: 140 } },
      { id: 'decisões', top: 1100, bottom: 2100, heading: { top: 1100, bottom: 1140 } },
      { id: 'resultado', top: 2100, bottom: 2900, heading: { top: 2100, bottom: 2140 } },
    ]);
  });

  test('the entry of the section being read is marked, going down and coming back up', async () => {
    const stop = followContents(document.getElementById('pagina')!, { startScrollSpy, pauseMs: HIGHLIGHT_PAUSE_MS });
    assert.deepEqual(marked(), ['o-problema']);
    // The second heading under the header (0 px here), the third below the reading band (80 % of 800 px).
    scrollTextTo(-1100 + 20);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    assert.deepEqual(marked(), ['decisões']);
    scrollTextTo(-2100 + 100);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    assert.deepEqual(marked(), ['resultado']);
    // Back up: the third heading below the reading band again, the second still above the viewport.
    scrollTextTo(-1100 - 200);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    assert.deepEqual(marked(), ['decisões'], 'the section being read is the one whose heading was passed last');
    stop();
  });

  test('a click on an entry marks it at once and for the pause of a section link; its id as written; stopped, nothing more', () => {
    const calls: string[] = [];
    const stop = followContents(document.getElementById('pagina')!, {
      startScrollSpy: (ids, onChange) => {
        calls.push(`start ${ids.join(' ')}`);
        return {
          update: () => onChange(ids[0]),
          activate: (id, pauseMs) => {
            calls.push(`activate ${id} ${pauseMs}`);
            onChange(id);
          },
          disconnect: () => calls.push('disconnect'),
        };
      },
      pauseMs: 1234,
    });
    const entry = document.querySelector<HTMLAnchorElement>('a[href="#decisões"]')!;
    entry.addEventListener('click', (event) => event.preventDefault());
    entry.click();
    assert.deepEqual(marked(), ['decisões']);
    stop();
    entry.click();
    assert.deepEqual(calls, ['start o-problema decisões resultado', 'activate decisões 1234', 'disconnect']);
  });
});
