import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { sectionsUi } from '../../src/catalogues/sections';
import { ProjectsSection } from '../../src/sections/ProjectsSection';
import { projects } from '../support/secondOwner';

// The fixture's four projects: one with 8 tags, one in progress, one without image, none in 'backend'.
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('projects section', () => {
  test('filters are pressed toggles and change the visible cards; an empty category says so', () => {
    render(<ProjectsSection id="meus-projetos" projects={projects} />);
    const group = screen.getByRole('group', { name: 'Filtrar projetos por categoria' });
    const buttons = within(group).getAllByRole('button');
    assert.deepEqual(
      buttons.map((button) => button.textContent),
      ['Todos', 'Frontend', 'Backend', 'Full Stack', 'Em Progresso'],
    );
    assert.deepEqual(cardTitles(), ['Mapa Cultural', 'Feira Orgânica', 'Tokens de Design', 'Leitura Acessível']);
    assert.equal(buttons[0].getAttribute('aria-pressed'), 'true');
    const expected: Record<string, string[]> = {
      Frontend: ['Mapa Cultural', 'Tokens de Design', 'Leitura Acessível'],
      Backend: [],
      'Full Stack': ['Feira Orgânica'],
      'Em Progresso': ['Leitura Acessível'],
      Todos: ['Mapa Cultural', 'Feira Orgânica', 'Tokens de Design', 'Leitura Acessível'],
    };
    for (const [label, titles] of Object.entries(expected)) {
      fireEvent.click(within(group).getByRole('button', { name: label }));
      assert.deepEqual(cardTitles(), titles, label);
      assert.equal(screen.queryByText(sectionsUi.projects.empty) !== null, titles.length === 0, label);
      assert.equal(within(group).getByRole('button', { name: label }).getAttribute('aria-pressed'), 'true');
      assert.equal(buttons.filter((button) => button.getAttribute('aria-pressed') === 'true').length, 1);
    }
  });

  test('each card is an article named by its title', () => {
    render(<ProjectsSection id="meus-projetos" />);
    const names = screen
      .getAllByRole('article')
      .map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);
    assert.deepEqual(names, cardTitles());
    for (const title of cardTitles()) assert.ok(screen.getByRole('article', { name: title }));
  });

  test('the first appearance is staggered for 2 s (the initial-load flag), later ones are not', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    render(<ProjectsSection id="meus-projetos" projects={projects} />);
    assert.ok(document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
    await act(async () => t.mock.timers.tick(1999));
    assert.ok(document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
    await act(async () => t.mock.timers.tick(1));
    assert.ok(!document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
  });

  test('each filter change remounts the grid so its animation restarts', () => {
    render(<ProjectsSection id="meus-projetos" projects={projects} />);
    const before = document.querySelector('.project-grid');
    fireEvent.click(screen.getByRole('button', { name: 'Frontend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Todos' }));
    assert.notEqual(document.querySelector('.project-grid'), before);
  });

  test('the cards play their entry animation once the visitor chooses a filter, not at first render', () => {
    render(<ProjectsSection id="meus-projetos" projects={projects} />);
    const entering = () => document.querySelector('.project-grid')!.classList.contains('project-grid--entering');
    assert.equal(entering(), false);
    fireEvent.click(screen.getByRole('button', { name: 'Frontend' }));
    assert.equal(entering(), true);
    fireEvent.click(screen.getByRole('button', { name: 'Todos' }));
    assert.equal(entering(), true);
  });
});
