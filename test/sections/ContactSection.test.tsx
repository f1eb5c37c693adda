import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import { owner, whatsappUrl } from '../../src/content/owner';
import { ContactSection } from '../../src/sections/ContactSection';
import { recordAnalytics } from '../support/analytics';

const events = recordAnalytics();

describe('contact section', () => {
  test('contact cards and social links, with their addresses and tracking', () => {
    render(<ContactSection id="contato" />);
    assert.ok(screen.getByRole('heading', { name: 'Informações de Contato' }));
    assert.ok(screen.getByRole('heading', { name: 'Redes Sociais' }));
    const email = screen.getByRole('link', { name: /Email/ });
    assert.equal(email.getAttribute('href'), `mailto:${owner.email}`);
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    assert.equal(whatsapp.getAttribute('href'), whatsappUrl);
    assert.match(whatsapp.getAttribute('href')!, /^https:\/\/wa\.me\/\d+\?text=Ol%C3%A1%2C%20Gabriel!/);
    assert.ok(screen.getByText(owner.location));
    for (const [name, url] of [['GitHub', owner.githubUrl], ['LinkedIn', owner.linkedinUrl]] as const) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      assert.equal(link.getAttribute('href'), url);
      assert.equal(link.getAttribute('target'), '_blank');
      assert.equal(link.getAttribute('rel'), 'noopener noreferrer');
    }
    fireEvent.click(whatsapp);
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'contact', label: 'whatsapp' }]);
  });
});
