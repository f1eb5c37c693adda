import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import { owner as siteOwner } from 'site:content/owner';
import { ContactSection } from '../../src/sections/ContactSection';
import { owner } from '../support/secondOwner';
import { recordAnalytics } from '../support/analytics';

const withWhatsapp = { ...owner, phone: '5581999990000', phoneDisplay: '+55 (81) 99999-0000', whatsappMessage: 'Olá, Júlia!' };

describe('contact section', () => {
  const events = recordAnalytics();

  test('contact cards and social links of the given owner, with their addresses and tracking', () => {
    render(<ContactSection id="contato" owner={withWhatsapp} />);
    assert.ok(screen.getByRole('heading', { name: 'Informações de Contato' }));
    assert.ok(screen.getByRole('heading', { name: 'Redes Sociais' }));
    assert.equal(screen.getByRole('link', { name: /Email/ }).getAttribute('href'), `mailto:${owner.email}`);
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    assert.equal(whatsapp.getAttribute('href'), 'https://wa.me/5581999990000?text=Ol%C3%A1%2C%20J%C3%BAlia!');
    assert.ok(screen.getByText('+55 (81) 99999-0000'));
    assert.ok(screen.getByText(owner.location));
    for (const [name, url] of [
      ['GitHub', owner.githubUrl],
      ['LinkedIn', owner.linkedinUrl],
    ] as const) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      assert.equal(link.getAttribute('href'), url);
      assert.equal(link.getAttribute('target'), '_blank');
      assert.equal(link.getAttribute('rel'), 'noopener noreferrer');
    }
    // Followed, the link would open wa.me in a new page: only the tracking is under test.
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(whatsapp);
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'contact', label: 'whatsapp' }]);
  });

  test('an owner without WhatsApp gets no WhatsApp card', () => {
    render(<ContactSection id="contato" owner={owner} />);
    assert.equal(screen.queryByText('WhatsApp'), null);
    assert.equal(document.querySelector('a[href^="https://wa.me/"]'), null);
    assert.deepEqual(
      [...document.querySelectorAll('.channel__label')].map((label) => label.textContent),
      ['Email', 'Localização', 'GitHub', 'LinkedIn'],
    );
  });

  test('without an owner it shows the site owner', () => {
    render(<ContactSection id="contato" />);
    assert.equal(screen.getByRole('link', { name: /Email/ }).getAttribute('href'), `mailto:${siteOwner.email}`);
  });
});
