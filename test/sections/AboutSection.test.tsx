import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { render, screen } from '@testing-library/react';
import { mainTechnologies } from 'site:content/technologies';
import { technologyLogoId } from '../../src/lib/technologyLogos';
import { AboutSection } from '../../src/sections/AboutSection';

describe('about section', () => {
  test('each main technology: its name as text, its logo a symbol of the page sprite, hidden from assistive technology', () => {
    render(<AboutSection id="sobre-mim" />);
    const items = screen.getAllByRole('listitem');
    assert.deepEqual(
      items.map((item) => item.textContent),
      [...mainTechnologies],
    );
    for (const [index, item] of items.entries()) {
      const logo = item.querySelector('svg')!;
      assert.equal(logo.getAttribute('aria-hidden'), 'true');
      assert.equal(logo.querySelector('use')?.getAttribute('href'), `#${technologyLogoId(mainTechnologies[index])}`);
    }
  });

  test('offers the page as a CV to print', () => {
    render(<AboutSection id="sobre-mim" />);
    assert.ok(screen.getByRole('button', { name: 'Imprimir currículo' }));
  });
});
