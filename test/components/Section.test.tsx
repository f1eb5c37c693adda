import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { render, screen } from '@testing-library/react';
import { Section, SectionHeading, sectionNumber } from '../../src/components/Section';
import { sectionRegistry } from '../../src/pages/sectionRegistry';

describe('section heading', () => {
  test('sections but the hero are numbered 01, 02… in the order of the page, wherever the hero is', () => {
    const numbered = sectionRegistry.filter(({ id }) => id !== 'inicio');
    assert.deepEqual(
      numbered.map(({ id }) => sectionNumber(id, sectionRegistry)),
      numbered.map((_, index) => String(index + 1).padStart(2, '0')),
    );
  });

  test('the number is decoration: the section is named by its title alone', () => {
    render(
      <Section id="sobre-mim">
        <SectionHeading sectionId="sobre-mim" title="Um Título">
          Uma linha de apoio.
        </SectionHeading>
      </Section>,
    );
    assert.ok(screen.getByRole('heading', { level: 2, name: 'Um Título' }));
    assert.ok(screen.getByRole('region', { name: 'Um Título' }));
    assert.equal(document.querySelector('.section-heading__number')?.getAttribute('aria-hidden'), 'true');
  });
});
