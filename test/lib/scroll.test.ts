import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { easeInOutCubic, scrollTargetFor, SECTION_GAP } from '../../src/lib/scroll';
import { chooseActiveSection } from '../../src/lib/sectionSpy';
import { composeTitle, createDwellTracker } from '../../src/lib/title';

describe('scroll maths', () => {
  test('the easing curve starts at 0, ends at 1, is symmetric and never overshoots', () => {
    assert.equal(easeInOutCubic(0), 0);
    assert.equal(easeInOutCubic(1), 1);
    assert.equal(easeInOutCubic(0.5), 0.5);
    let previous = 0;
    for (let t = 0; t <= 1; t += 0.05) {
      const value = easeInOutCubic(t);
      assert.ok(value >= previous - 1e-12 && value <= 1, `not monotonic at ${t}`);
      assert.ok(Math.abs(value + easeInOutCubic(1 - t) - 1) < 1e-9);
      previous = value;
    }
  });

  test('a section lands header height + 20 px below the top (95 px with a 75 px header)', () => {
    assert.equal(SECTION_GAP, 20);
    assert.equal(scrollTargetFor(1000, 75, 5000), 905);
    assert.equal(scrollTargetFor(1000.4, 75, 5000), 905);
    assert.equal(scrollTargetFor(50, 75, 5000), 0, 'never above the page');
    assert.equal(scrollTargetFor(4900, 75, 4000), 4000, 'never below the page');
  });
});

describe('active section', () => {
  const order = ['inicio', 'sobre-mim', 'contato'];
  test('the first visible section in document order wins', () => {
    assert.equal(chooseActiveSection(order, new Set(['contato', 'sobre-mim']), false, 'inicio'), 'sobre-mim');
  });
  test('at the bottom of the page the last section is active, however short', () => {
    assert.equal(chooseActiveSection(order, new Set(['sobre-mim']), true, 'sobre-mim'), 'contato');
  });
  test('between sections the previous choice stays; with none, the first section', () => {
    assert.equal(chooseActiveSection(order, new Set(), false, 'sobre-mim'), 'sobre-mim');
    assert.equal(chooseActiveSection(order, new Set(), false, null), 'inicio');
    assert.equal(chooseActiveSection([], new Set(), false, null), null);
  });
});

describe('document title', () => {
  test('page title, separator and section label; the page title alone without a section', () => {
    assert.equal(composeTitle('Gabriel', 'Projetos'), 'Gabriel | Projetos');
    assert.equal(composeTitle('Gabriel', null), 'Gabriel');
    assert.equal(composeTitle('Gabriel'), 'Gabriel');
  });

  test('a key is reported after staying for the delay, once per page view', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const reported: string[] = [];
    const dwell = createDwellTracker(3000, (key) => reported.push(key));
    dwell.set('sobre-mim');
    t.mock.timers.tick(2999);
    dwell.set('meus-projetos');
    t.mock.timers.tick(2999);
    assert.deepEqual(reported, []);
    t.mock.timers.tick(1);
    assert.deepEqual(reported, ['meus-projetos']);
    dwell.set('sobre-mim');
    t.mock.timers.tick(3000);
    dwell.set('meus-projetos');
    t.mock.timers.tick(5000);
    dwell.set(null);
    assert.deepEqual(reported, ['meus-projetos', 'sobre-mim']);
  });
});
