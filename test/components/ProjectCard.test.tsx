import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { render, screen } from '@testing-library/react';
import { ProjectCard } from '../../src/components/ProjectCard';
import { projects } from '../support/secondOwner';

// The fixture's four projects: one with 8 tags, one in progress, one without image.
const byId = (id: string) => projects.find((project) => project.id === id)!;

describe('project card', () => {
  test('shows six tags then +N, and safe new-tab links', () => {
    const manyTags = byId('mapa-cultural');
    assert.equal(manyTags.tags.length, 8);
    render(<ProjectCard project={manyTags} />);
    const tags = screen.getByRole('list').querySelectorAll('.tag');
    assert.deepEqual(
      [...tags].slice(0, 6).map((tag) => tag.textContent),
      manyTags.tags.slice(0, 6),
    );
    assert.equal(tags[6].textContent, '+2mais 2');
    // The count shares its item with the last tag shown: they wrap together.
    assert.equal(tags[6].parentElement, tags[5].parentElement);
    for (const link of screen.getAllByRole('link')) {
      assert.equal(link.getAttribute('target'), '_blank');
      assert.equal(link.getAttribute('rel'), 'noopener noreferrer');
    }
    assert.deepEqual(
      screen.getAllByRole('link').map((link) => link.textContent?.split(' de ')[0]),
      ['GitHub', 'Site'],
    );
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
