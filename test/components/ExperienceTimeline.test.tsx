import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import { ExperienceTimeline } from '../../src/components/ExperienceTimeline';
import { experiences } from '../../src/content/experiences';
import { recordAnalytics } from '../support/analytics';

const events = recordAnalytics();

describe('experience timeline', () => {
  test('three entries, newest first, each a disclosure of its technologies whose clicks are tracked', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    assert.deepEqual(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent), [
      'Desenvolvedor Fullstack',
      'Suporte Técnico Nível 2',
      'Assistente de Escritório',
    ]);
    const details = document.querySelectorAll('details');
    assert.equal(details.length, 3);
    const summary = details[1]!.querySelector('summary')!;
    fireEvent.click(summary);
    assert.deepEqual(events, [['event', 'click', { category: 'experience', label: 'suporte-nivel-2' }]]);
    details[1]!.open = true;
    fireEvent.keyDown(details[1]!, { key: 'Escape' });
    assert.equal(details[1]!.open, false);
    assert.equal(document.activeElement, summary);
  });

  test('a non-interactive entry shows its technologies without a disclosure', () => {
    render(<ExperienceTimeline experiences={[{ ...experiences[0]!, interactive: false }]} />);
    assert.equal(document.querySelectorAll('details').length, 0);
    assert.ok(screen.getByText('React'));
  });
});
