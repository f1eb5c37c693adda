import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { render, screen } from '@testing-library/react';
import { sectionsUi } from '../../src/catalogues/sections';
import { ProjectGrid } from '../../src/components/ProjectGrid';
import { projects } from '../support/secondOwner';

const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('project grid', () => {
  test('exactly six skeletons while loading', () => {
    render(<ProjectGrid projects={projects} loading />);
    assert.equal(document.querySelectorAll('.project-card--skeleton').length, 6);
    assert.equal(cardTitles().length, 0);
  });

  test('an empty list says so', () => {
    render(<ProjectGrid projects={[]} />);
    assert.ok(screen.getByText(sectionsUi.projects.empty));
    assert.equal(sectionsUi.projects.empty, 'Nenhum projeto encontrado para esta categoria.');
  });
});
