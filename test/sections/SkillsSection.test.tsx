import '../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { EMPTY_SKILLS_MESSAGE, SkillsSection } from '../../src/sections/SkillsSection';
import { installFakeIntersectionObserver } from '../support/intersection';

describe('skills section', () => {
  beforeEach(installFakeIntersectionObserver);

  test('with Todas, skills are grouped under their titles; empty groups (Mobile) are hidden', () => {
    render(<SkillsSection id="habilidades-tecnicas" />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    assert.deepEqual(titles, ['Frontend', 'Backend', 'Database', 'Ferramentas']);
    assert.equal(document.querySelectorAll('.skill').length, 23);
  });

  test('a category filter shows its skills only, pressed; Integrações says it has none', () => {
    render(<SkillsSection id="habilidades-tecnicas" />);
    const group = screen.getByRole('group', { name: 'Filtrar habilidades por categoria' });
    assert.deepEqual(within(group).getAllByRole('button').map((button) => button.textContent), ['Todas', 'Frontend', 'Backend', 'Database', 'Ferramentas', 'Integrações']);
    fireEvent.click(within(group).getByRole('button', { name: 'Database' }));
    assert.equal(within(group).getByRole('button', { name: 'Database' }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual([...document.querySelectorAll('.skill__name')].map((node) => node.textContent), ['PostgreSQL', 'MongoDB', 'MySQL', 'Redis']);
    fireEvent.click(within(group).getByRole('button', { name: 'Integrações' }));
    assert.ok(screen.getByText(EMPTY_SKILLS_MESSAGE));
    assert.equal(document.querySelectorAll('.skill').length, 0);
  });
});
