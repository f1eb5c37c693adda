import '../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SkillBar } from '../../src/components/SkillBar';
import { EMPTY_SKILLS_MESSAGE, SkillsSection } from '../../src/sections/SkillsSection';
import { skills } from '../fixtures/owners/julia/skills';
import { installFakeIntersectionObserver, reportIntersection } from '../support/intersection';

const meterValue = () => Number(document.querySelector('meter')!.getAttribute('value'));

describe('skills section', () => {
  beforeEach(installFakeIntersectionObserver);

  // The fixture's twelve skills: six frontend, two backend, four tools, none in database or integrations.
  test('with Todas, skills are grouped under their titles; empty groups (Database, Mobile) are hidden', () => {
    render(<SkillsSection skills={skills} />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    assert.deepEqual(titles, ['Frontend', 'Backend', 'Ferramentas']);
    const names = [...document.querySelectorAll('.skill__name')].map((node) => node.textContent);
    assert.deepEqual(names, ['HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'React', 'Acessibilidade', 'Node.js', 'GraphQL', 'Figma', 'Git', 'Vite', 'Playwright']);
  });

  test('a category filter shows its skills only, pressed; an empty category says it has none', () => {
    render(<SkillsSection skills={skills} />);
    const group = screen.getByRole('group', { name: 'Filtrar habilidades por categoria' });
    assert.deepEqual(within(group).getAllByRole('button').map((button) => button.textContent), ['Todas', 'Frontend', 'Backend', 'Database', 'Ferramentas', 'Integrações']);
    fireEvent.click(within(group).getByRole('button', { name: 'Backend' }));
    assert.equal(within(group).getByRole('button', { name: 'Backend' }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual([...document.querySelectorAll('.skill__name')].map((node) => node.textContent), ['Node.js', 'GraphQL']);
    assert.equal(screen.queryByText(EMPTY_SKILLS_MESSAGE), null);
    for (const empty of ['Database', 'Integrações']) {
      fireEvent.click(within(group).getByRole('button', { name: empty }));
      assert.ok(screen.getByText(EMPTY_SKILLS_MESSAGE), empty);
      assert.equal(document.querySelectorAll('.skill').length, 0, empty);
    }
  });

  test('the text carries the final percentage; the animated meter is hidden from assistive technology', () => {
    render(<SkillBar name="Git" percentage={95} delayMs={0} />);
    assert.ok(screen.getByText('95%'));
    assert.equal(document.querySelector('meter')!.getAttribute('aria-hidden'), 'true');
  });

  test('a bar starts when it comes into view, waits its delay, then climbs in 30 steps', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
    render(<SkillBar name="React" percentage={90} delayMs={300} />);
    const meter = document.querySelector('meter')!;
    assert.equal(meterValue(), 0);
    await act(async () => reportIntersection(meter, 'below'));
    t.mock.timers.tick(5000);
    assert.equal(meterValue(), 0, 'a bar out of view must not move');
    const seen: number[] = [];
    await act(async () => reportIntersection(meter, 'in-view'));
    await act(async () => t.mock.timers.tick(299));
    assert.equal(meterValue(), 0, 'the delay was not respected');
    await act(async () => t.mock.timers.tick(1));
    for (let step = 0; step < 30; step++) {
      await act(async () => t.mock.timers.tick(25));
      seen.push(meterValue());
    }
    assert.equal(seen.length, 30);
    assert.equal(new Set(seen).size, 30, `expected 30 distinct steps, saw ${seen.join(',')}`);
    assert.equal(seen.at(-1), 90);
    await act(async () => t.mock.timers.tick(1000));
    assert.equal(meterValue(), 90);
  });
});
