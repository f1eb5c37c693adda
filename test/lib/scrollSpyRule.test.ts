import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chooseActiveSection, shareWithin, type SectionBox } from '../../src/lib/scrollSpyRule';

// A phone-sized viewport: 800 px tall, the header offset 95 px, so the reading band is 95-640 px.
const view = { height: 800, headerOffset: 95, atBottom: false };

/** A section from `top` to `bottom` (viewport px) whose title starts `titleAt` px below its top. */
const box = (id: string, top: number, bottom: number, titleAt = 48): SectionBox => ({
  id,
  top,
  bottom,
  heading: { top: top + titleAt, bottom: top + titleAt + 40 },
});

describe('the active section rule', () => {
  test('the share of a span inside a band', () => {
    assert.equal(shareWithin({ top: 0, bottom: 100 }, 50, 500), 0.5);
    assert.equal(shareWithin({ top: 600, bottom: 700 }, 0, 500), 0);
    assert.equal(shareWithin({ top: 10, bottom: 10 }, 0, 500), 0);
  });

  test('no sections, no active section; at the bottom of the page the last one, however short', () => {
    assert.equal(chooseActiveSection([], view, 'inicio'), null);
    const boxes = [box('a', -900, 500), box('b', 500, 700), box('c', 700, 760)];
    assert.equal(chooseActiveSection(boxes, { ...view, atBottom: true }, 'a'), 'c');
  });

  test('a section scrolled to (its top at the header offset) is active, even with the next title in view', () => {
    const boxes = [box('a', -1000, 95), box('short', 95, 400), box('next', 400, 1400)];
    assert.equal(chooseActiveSection(boxes, view, 'a'), 'short');
  });

  test('a title being read makes its section active, whatever is left of the previous one', () => {
    const boxes = [box('projetos', -1300, 340), box('habilidades', 340, 1900)];
    assert.equal(chooseActiveSection(boxes, view, 'projetos'), 'habilidades');
  });

  test('with no title in the band: the section being read on (title gone under the header)', () => {
    const down = [box('a', -2500, -10), box('b', -10, 2000), box('c', 2000, 3000)];
    assert.equal(chooseActiveSection(down, view, 'b'), 'b');
    // Scrolling back up: the next title has gone down out of the band, the previous section fills the screen.
    const up = [box('a', -1200, 600), box('b', 600, 2000, 100)];
    assert.equal(chooseActiveSection(up, view, 'b'), 'a');
  });

  test('a section counts as on screen from 10 % of it visible below the header', () => {
    const tail = (bottom: number) => [box('a', -2000, bottom), box('b', bottom, 3000, 600)];
    assert.equal(chooseActiveSection(tail(150), view, 'b'), 'b', '55 of 2150 px is not 10 %');
    assert.equal(chooseActiveSection(tail(400), view, 'b'), 'a', '305 of 2400 px is');
  });

  test('nothing to go by: the previous choice, else the first section', () => {
    const below = [box('a', 900, 1500), box('b', 1500, 2000)];
    assert.equal(chooseActiveSection(below, view, 'b'), 'b');
    assert.equal(chooseActiveSection(below, view, null), 'a');
  });
});
