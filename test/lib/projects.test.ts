import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { projects } from '../../src/content/projects';
import { filterProjects, splitTags } from '../../src/lib/projects';

describe('project filters and tags', () => {
  test('counts per category for the built-in projects', () => {
    const counts = Object.fromEntries(
      (['todos', 'frontend', 'backend', 'fullstack', 'progress'] as const).map((filter) => [filter, filterProjects(projects, filter).length]),
    );
    assert.deepEqual(counts, { todos: 9, frontend: 3, backend: 2, fullstack: 4, progress: 1 });
  });

  test('at most six tags, then a count of the rest', () => {
    assert.deepEqual(splitTags(['a', 'b']), { visible: ['a', 'b'], hidden: 0 });
    assert.deepEqual(splitTags(['1', '2', '3', '4', '5', '6']), { visible: ['1', '2', '3', '4', '5', '6'], hidden: 0 });
    assert.deepEqual(splitTags(['1', '2', '3', '4', '5', '6', '7', '8', '9']).hidden, 3);
  });
});
