import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skills } from '../../src/content/skills';
import { filterSkills, groupSkills, skillBarDelay, skillBarValue, SKILL_BAR_STEPS } from '../../src/lib/skills';

describe('skills', () => {
  test('a bar climbs in 30 steps and ends exactly on its percentage', () => {
    assert.equal(SKILL_BAR_STEPS, 30);
    assert.equal(skillBarValue(95, 0), 0);
    assert.equal(skillBarValue(95, 15), 48);
    assert.equal(skillBarValue(95, 30), 95);
    assert.equal(skillBarValue(95, 99), 95);
    const values = Array.from({ length: 31 }, (_, step) => skillBarValue(73, step));
    assert.ok(values.every((value, index) => index === 0 || value >= values[index - 1]!));
  });

  test('start delay: 200 ms + group delay + 100 ms per item', () => {
    assert.equal(skillBarDelay(0, 100), 300);
    assert.equal(skillBarDelay(3, 250), 750);
  });

  test('groups keep their order and drop the empty ones (Mobile has no skills)', () => {
    const groups = groupSkills(filterSkills(skills, 'all'), [
      { category: 'frontend' },
      { category: 'mobile' },
      { category: 'tools' },
    ]);
    assert.deepEqual(groups.map(({ group, skills }) => [group.category, skills.length]), [['frontend', 8], ['tools', 5]]);
    assert.deepEqual(filterSkills(skills, 'integrations'), []);
  });
});
