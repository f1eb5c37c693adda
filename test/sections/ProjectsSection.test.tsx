import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ProjectCard } from '../../src/components/ProjectCard';
import { EMPTY_PROJECTS_MESSAGE, ProjectGrid } from '../../src/components/ProjectGrid';
import { ProjectsSection } from '../../src/sections/ProjectsSection';
import { projects } from '../fixtures/owners/julia/projects';

// The fixture's four projects: one with 8 tags, one in progress, one without image, none in 'backend'.
const byId = (id: string) => projects.find((project) => project.id === id)!;
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('projects section', () => {
  test('filters are pressed toggles and change the visible cards; an empty category says so', () => {
    render(<ProjectsSection projects={projects} />);
    const group = screen.getByRole('group', { name: 'Filtrar projetos por categoria' });
    const buttons = within(group).getAllByRole('button');
    assert.deepEqual(buttons.map((button) => button.textContent), ['Todos', 'Frontend', 'Backend', 'Full Stack', 'Em Progresso']);
    assert.deepEqual(cardTitles(), ['Mapa Cultural', 'Feira Orgânica', 'Tokens de Design', 'Leitura Acessível']);
    assert.equal(buttons[0]!.getAttribute('aria-pressed'), 'true');
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
      assert.equal(screen.queryByText(EMPTY_PROJECTS_MESSAGE) !== null, titles.length === 0, label);
      assert.equal(within(group).getByRole('button', { name: label }).getAttribute('aria-pressed'), 'true');
      assert.equal(buttons.filter((button) => button.getAttribute('aria-pressed') === 'true').length, 1);
    }
  });

  test('each card is an article named by its title', () => {
    render(<ProjectsSection />);
    const names = screen.getAllByRole('article').map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);
    assert.deepEqual(names, cardTitles());
    for (const title of cardTitles()) assert.ok(screen.getByRole('article', { name: title! }));
  });

  test('the first appearance is staggered for 2 s (the initial-load flag), later ones are not', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    render(<ProjectsSection projects={projects} />);
    assert.ok(document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
    await act(async () => t.mock.timers.tick(1999));
    assert.ok(document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
    await act(async () => t.mock.timers.tick(1));
    assert.ok(!document.querySelector('.project-grid')!.classList.contains('project-grid--stagger'));
  });

  test('each filter change remounts the grid so its animation restarts', () => {
    render(<ProjectsSection projects={projects} />);
    const before = document.querySelector('.project-grid');
    fireEvent.click(screen.getByRole('button', { name: 'Frontend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Todos' }));
    assert.notEqual(document.querySelector('.project-grid'), before);
  });
});

describe('project card', () => {
  test('shows six tags then +N, and safe new-tab links', () => {
    const manyTags = byId('mapa-cultural');
    assert.equal(manyTags.tags.length, 8);
    render(<ProjectCard project={manyTags} />);
    const tags = screen.getByRole('list').querySelectorAll('li');
    assert.deepEqual([...tags].slice(0, 6).map((tag) => tag.textContent), manyTags.tags.slice(0, 6));
    assert.equal(tags[6]!.textContent, '+2mais 2');
    for (const link of screen.getAllByRole('link')) {
      assert.equal(link.getAttribute('target'), '_blank');
      assert.equal(link.getAttribute('rel'), 'noopener noreferrer');
    }
    assert.deepEqual(screen.getAllByRole('link').map((link) => link.textContent?.split(' de ')[0]), ['GitHub', 'Site']);
  });

  test('in progress: badge and a disabled "Em Breve" instead of Site', () => {
    const inProgress = projects.find((item) => item.categories.includes('progress'))!;
    render(<ProjectCard project={inProgress} />);
    assert.ok(screen.getByText('Em Progresso'));
    const soon = screen.getByRole('button', { name: 'Em Breve' });
    assert.equal((soon as HTMLButtonElement).disabled, true);
    assert.equal(screen.queryByText(/^Site/), null);
  });

  test('the image is in the card layout, lazy and described', () => {
    render(<ProjectCard project={byId('tokens-de-design')} />);
    const image = screen.getByRole('img');
    assert.equal(image.getAttribute('alt'), 'Tela do projeto Tokens de Design');
    assert.ok(image.closest('.image--card'));
    assert.equal(image.getAttribute('loading'), 'lazy');
    assert.equal(image.getAttribute('decoding'), 'async');
  });

  test('a project without image shows no image', () => {
    render(<ProjectCard project={byId('feira-organica')} />);
    assert.equal(screen.queryByRole('img'), null);
    assert.ok(screen.getByRole('heading', { name: 'Feira Orgânica' }));
  });
});

describe('project grid', () => {
  test('exactly six skeletons while loading', () => {
    render(<ProjectGrid projects={projects} loading />);
    assert.equal(document.querySelectorAll('.project-card--skeleton').length, 6);
    assert.equal(cardTitles().length, 0);
  });

  test('an empty list says so', () => {
    render(<ProjectGrid projects={[]} />);
    assert.ok(screen.getByText(EMPTY_PROJECTS_MESSAGE));
    assert.equal(EMPTY_PROJECTS_MESSAGE, 'Nenhum projeto encontrado para esta categoria.');
  });
});
