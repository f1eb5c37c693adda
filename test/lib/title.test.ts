import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { composeTitle, createDwellTracker } from '../../src/lib/title';

describe('document title', () => {
  test('page title, separator and section label; the page title alone without a section', () => {
    assert.equal(composeTitle('Gabriel', 'Projetos'), 'Gabriel | Projetos');
    assert.equal(composeTitle('Gabriel', null), 'Gabriel');
    assert.equal(composeTitle('Gabriel'), 'Gabriel');
  });

  test('an item is reported after staying for the delay, once per page view', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const reported: string[] = [];
    const dwell = createDwellTracker<{ id: string }>(3000, ({ id }) => reported.push(id));
    const about = { id: 'sobre-mim' };
    const projects = { id: 'meus-projetos' };
    dwell.set(about);
    t.mock.timers.tick(2999);
    dwell.set(projects);
    t.mock.timers.tick(2999);
    assert.deepEqual(reported, []);
    t.mock.timers.tick(1);
    assert.deepEqual(reported, ['meus-projetos']);
    dwell.set(about);
    t.mock.timers.tick(3000);
    dwell.set({ id: 'meus-projetos' });
    t.mock.timers.tick(5000);
    dwell.set(null);
    assert.deepEqual(reported, ['meus-projetos', 'sobre-mim']);
    dwell.set(projects);
    dwell.stop();
    t.mock.timers.tick(5000);
    assert.deepEqual(reported, ['meus-projetos', 'sobre-mim']);
  });
});
