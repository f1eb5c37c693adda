import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { render, screen } from '@testing-library/react';
import { ProjectCard } from '../../src/components/ProjectCard';
import { projects } from '../../src/content/projects';
import type { Project } from '../../src/content/types';

const project = (overrides: Partial<Project>): Project => ({ ...projects[0]!, ...overrides });

describe('project card', () => {
  test('shows six tags then +N, and safe new-tab links', () => {
    render(<ProjectCard project={project({ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] })} />);
    const tags = screen.getByRole('list').querySelectorAll('li');
    assert.equal(tags.length, 7);
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

  test('the image is sized, lazy and described', () => {
    render(<ProjectCard project={projects[1]!} />);
    const image = screen.getByRole('img');
    assert.equal(image.getAttribute('alt'), 'Tela do projeto Loja Verde');
    assert.equal(image.getAttribute('width'), '640');
    assert.equal(image.getAttribute('height'), '360');
    assert.equal(image.getAttribute('loading'), 'lazy');
    assert.equal(image.getAttribute('decoding'), 'async');
  });
});
