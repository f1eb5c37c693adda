import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { filterProjects, projectFilters, splitTags } from '../../src/lib/projects';
import {
  filterSkills,
  groupSkills,
  offeredSkillFilters,
  skillBarDelay,
  skillBarValue,
  skillFilters,
  skillGroups,
  SKILL_BAR_STEPS,
} from '../../src/lib/skills';
import { projects } from '../support/secondOwner';
import { skills } from '../support/secondOwner';

describe('project filters and tags', () => {
  test('each filter keeps the projects of its category, in order; todos keeps them all', () => {
    const ids = Object.fromEntries(
      projectFilters.map(({ value }) => [value, filterProjects(projects, value).map((project) => project.id)]),
    );
    assert.deepEqual(ids, {
      todos: ['mapa-cultural', 'feira-organica', 'tokens-de-design', 'leitura-acessivel'],
      frontend: ['mapa-cultural', 'tokens-de-design', 'leitura-acessivel'],
      backend: [],
      fullstack: ['feira-organica'],
      progress: ['leitura-acessivel'],
    });
  });

  test('the filter labels of the specification', () => {
    assert.deepEqual(
      projectFilters.map(({ label }) => label),
      ['Todos', 'Frontend', 'Backend', 'Full Stack', 'Em Progresso'],
    );
    assert.deepEqual(
      skillFilters.map(({ label }) => label),
      ['Todas', 'Frontend', 'Backend', 'Database', 'Ferramentas', 'Integrações'],
    );
    assert.deepEqual(
      skillGroups.map((group) => [group.title, group.delayMs]),
      [
        ['Frontend', 100],
        ['Backend', 150],
        ['Database', 200],
        ['Ferramentas', 250],
        ['Integrações', 300],
        ['Mobile', 350],
      ],
    );
  });

  test('at most six tags, then a count of the rest', () => {
    assert.deepEqual(splitTags(['a', 'b']), { visible: ['a', 'b'], hidden: 0 });
    assert.deepEqual(splitTags(['1', '2', '3', '4', '5', '6']), { visible: ['1', '2', '3', '4', '5', '6'], hidden: 0 });
    assert.deepEqual(splitTags(['1', '2', '3', '4', '5', '6', '7', '8', '9']).hidden, 3);
  });
});

describe('skills', () => {
  test('a bar climbs in 30 steps and ends exactly on its percentage', () => {
    assert.equal(SKILL_BAR_STEPS, 30);
    assert.equal(skillBarValue(95, 0), 0);
    assert.equal(skillBarValue(95, 15), 48);
    assert.equal(skillBarValue(95, 30), 95);
    assert.equal(skillBarValue(95, 99), 95);
    const values = Array.from({ length: 31 }, (_, step) => skillBarValue(73, step));
    assert.ok(values.every((value, index) => index === 0 || value >= values[index - 1]));
  });

  test('start delay: 200 ms + group delay + 100 ms per item', () => {
    assert.equal(skillBarDelay(0, 100), 300);
    assert.equal(skillBarDelay(3, 250), 750);
  });

  test('groups keep their order and drop the empty ones', () => {
    const groups = groupSkills(filterSkills(skills, 'all'), [{ category: 'frontend' }, { category: 'mobile' }, { category: 'tools' }]);
    assert.deepEqual(
      groups.map(({ group, skills }) => [group.category, skills.length]),
      [
        ['frontend', 6],
        ['tools', 4],
      ],
    );
    assert.deepEqual(filterSkills(skills, 'integrations'), []);
  });

  test("the filters offered: Todas, and each category with a skill, in the catalogue's order", () => {
    const offered = (list: typeof skills) => offeredSkillFilters(list, skillFilters).map(({ label }) => label);
    assert.deepEqual(offered(skills), ['Todas', 'Frontend', 'Backend', 'Ferramentas']);
    assert.deepEqual(offered([...skills, { ...skills[0], category: 'integrations' }]), [
      'Todas',
      'Frontend',
      'Backend',
      'Ferramentas',
      'Integrações',
    ]);
    assert.deepEqual(offered([]), ['Todas']);
  });
});
