import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sectionsUi } from '../../src/catalogues/sections';
import { SkillsSection } from '../../src/sections/SkillsSection';
import { skills } from '../support/secondOwner';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver } from '../support/intersection';

describe('skills section', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeFakeIntersectionObserver);

  // The fixture's twelve skills: six frontend, two backend, four tools, none in database or integrations.
  test('with Todas, skills are grouped under their titles; empty groups (Database, Mobile) are hidden', () => {
    render(<SkillsSection id="habilidades-tecnicas" skills={skills} />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    assert.deepEqual(titles, ['Frontend', 'Backend', 'Ferramentas']);
    const names = [...document.querySelectorAll('.skill__name')].map((node) => node.textContent);
    assert.deepEqual(names, [
      'HTML5',
      'CSS3',
      'JavaScript',
      'TypeScript',
      'React',
      'Acessibilidade',
      'Node.js',
      'GraphQL',
      'Figma',
      'Git',
      'Vite',
      'Playwright',
    ]);
  });

  test('a category filter shows its skills only, pressed; a category without skills is not offered', () => {
    render(<SkillsSection id="habilidades-tecnicas" skills={skills} />);
    const group = screen.getByRole('group', { name: 'Filtrar habilidades por categoria' });
    assert.deepEqual(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
      ['Todas', 'Frontend', 'Backend', 'Ferramentas'],
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Backend' }));
    assert.equal(within(group).getByRole('button', { name: 'Backend' }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual(
      [...document.querySelectorAll('.skill__name')].map((node) => node.textContent),
      ['Node.js', 'GraphQL'],
    );
    assert.equal(screen.queryByText(sectionsUi.skills.empty), null);
  });

  test('a category gets its chip with its first skill; an address naming an empty one shows them all', () => {
    history.replaceState(null, '', '/?skills=database');
    try {
      const withDatabase = [...skills, { ...skills[0], id: 'postgresql', name: 'PostgreSQL', category: 'database' as const }];
      const { unmount } = render(<SkillsSection id="habilidades-tecnicas" skills={withDatabase} />);
      const chips = within(screen.getByRole('group', { name: 'Filtrar habilidades por categoria' })).getAllByRole('button');
      assert.deepEqual(
        chips.map((button) => button.textContent),
        ['Todas', 'Frontend', 'Backend', 'Database', 'Ferramentas'],
      );
      assert.equal(screen.getByRole('button', { name: 'Database' }).getAttribute('aria-pressed'), 'true');
      unmount();
      render(<SkillsSection id="habilidades-tecnicas" skills={skills} />);
      assert.equal(screen.getByRole('button', { name: 'Todas' }).getAttribute('aria-pressed'), 'true');
      assert.equal(document.querySelectorAll('.skill').length, skills.length);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  test('without any skill, Todas alone says there is none', () => {
    render(<SkillsSection id="habilidades-tecnicas" skills={[]} />);
    assert.deepEqual(
      screen.getAllByRole('button').map((button) => button.textContent),
      ['Todas'],
    );
    assert.ok(screen.getByText(sectionsUi.skills.empty));
  });
});
