import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import { HeroSection } from '../../src/sections/HeroSection';
import { owner } from '../support/secondOwner';
import { recordAnalytics } from '../support/analytics';

describe('hero section', () => {
  const events = recordAnalytics();

  test("the owner's name as the page's heading, role, location and profile links, tracked", () => {
    render(<HeroSection id="inicio" owner={owner} />);
    assert.ok(screen.getByRole('heading', { level: 1, name: owner.name }));
    assert.ok(screen.getByText(owner.role));
    assert.ok(screen.getByText(owner.location));
    const profiles = screen.getByRole('list', { name: 'Perfis' });
    for (const [name, url] of [
      ['GitHub', owner.githubUrl],
      ['LinkedIn', owner.linkedinUrl],
    ] as const) {
      const link = screen.getByRole('link', { name: `${name} (abre em nova aba)` });
      assert.ok(profiles.contains(link));
      assert.equal(link.getAttribute('href'), url);
      assert.equal(link.getAttribute('target'), '_blank');
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
      assert.deepEqual(events.at(-1), ['event', 'click', { category: 'hero', label: name.toLowerCase() }]);
    }
  });

  test('the availability line shows only when the owner writes one', () => {
    const { unmount } = render(<HeroSection id="inicio" owner={{ ...owner, availability: undefined }} />);
    assert.equal(document.querySelector('.hero__availability'), null);
    unmount();
    render(<HeroSection id="inicio" owner={{ ...owner, availability: 'Aberta a propostas' }} />);
    assert.equal(document.querySelector('.hero__availability')?.textContent, 'Aberta a propostas');
  });
});
