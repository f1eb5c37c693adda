import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ProjectsSection } from '../../src/sections/ProjectsSection';

const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('projects section', () => {
  test('filters are pressed toggles and change the visible cards', () => {
    render(<ProjectsSection id="meus-projetos" />);
    const group = screen.getByRole('group', { name: 'Filtrar projetos por categoria' });
    const buttons = within(group).getAllByRole('button');
    assert.deepEqual(buttons.map((button) => button.textContent), ['Todos', 'Frontend', 'Backend', 'Full Stack', 'Em Progresso']);
    assert.equal(cardTitles().length, 9);
    assert.equal(buttons[0]!.getAttribute('aria-pressed'), 'true');
    const expected: Record<string, number> = { Frontend: 3, Backend: 2, 'Full Stack': 4, 'Em Progresso': 1, Todos: 9 };
    for (const [label, count] of Object.entries(expected)) {
      fireEvent.click(within(group).getByRole('button', { name: label }));
      assert.equal(cardTitles().length, count, label);
      assert.equal(within(group).getByRole('button', { name: label }).getAttribute('aria-pressed'), 'true');
      assert.equal(buttons.filter((button) => button.getAttribute('aria-pressed') === 'true').length, 1);
    }
  });

  test('the first appearance is staggered for 2 s (the initial-load flag), later ones are not', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    render(<ProjectsSection id="meus-projetos" />);
    assert.ok(document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
    await act(async () => t.mock.timers.tick(1999));
    assert.ok(document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
    await act(async () => t.mock.timers.tick(1));
    assert.ok(!document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
  });

  test('each filter change remounts the grid so its animation restarts', () => {
    render(<ProjectsSection id="meus-projetos" />);
    const before = document.querySelector('.project-grid');
    fireEvent.click(screen.getByRole('button', { name: 'Frontend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Todos' }));
    assert.notEqual(document.querySelector('.project-grid'), before);
  });
});
