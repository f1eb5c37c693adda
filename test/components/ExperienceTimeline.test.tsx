import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import { ExperienceTimeline } from '../../src/components/ExperienceTimeline';
import type { Experience } from '../../src/collections/experiences';
import { recordAnalytics } from '../support/analytics';

const entry = (id: string, title: string): Experience => ({
  id,
  title,
  company: `Empresa ${title}`,
  period: 'jan 2020 - dez 2020',
  description: `Descrição de ${title}`,
  technologies: [`Tecnologia ${title}`],
  interactive: true,
});
const experiences = [entry('c', 'Terceira'), entry('b', 'Segunda'), entry('a', 'Primeira')];

describe('experience timeline', () => {
  const events = recordAnalytics();

  test('entries in the given order (newest first), each a disclosure of its technologies whose clicks are tracked', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    assert.deepEqual(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
      ['Terceira', 'Segunda', 'Primeira'],
    );
    // The owner's hyphen shown as the typographic dash of a range.
    assert.equal(document.querySelector('.timeline__period')?.textContent, 'jan 2020 – dez 2020');
    const details = document.querySelectorAll('details');
    assert.equal(details.length, 3);
    const summary = details[1].querySelector('summary')!;
    fireEvent.click(summary);
    assert.deepEqual(events, [['event', 'click', { category: 'experience', label: 'b' }]]);
    details[1].open = true;
    summary.focus();
    fireEvent.keyDown(summary, { key: 'Escape' });
    assert.equal(details[1].open, false);
    assert.equal(document.activeElement, summary);
  });

  test('each entry is an article named by its title', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    for (const experience of experiences) assert.ok(screen.getByRole('article', { name: experience.title }));
    assert.equal(screen.getAllByRole('article').length, experiences.length);
  });

  test('a non-interactive entry shows its technologies without a disclosure', () => {
    render(<ExperienceTimeline experiences={[{ ...experiences[0], interactive: false }]} />);
    assert.equal(document.querySelectorAll('details').length, 0);
    assert.ok(screen.getByText('Tecnologia Terceira'));
  });
});
