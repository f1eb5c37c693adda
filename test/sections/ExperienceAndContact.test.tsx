import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';
import { ExperienceTimeline } from '../../src/components/ExperienceTimeline';
import { owner as siteOwner } from '../../src/content/owner';
import type { Experience } from '../../src/content/types';
import { ContactSection } from '../../src/sections/ContactSection';
import { owner } from '../fixtures/owners/julia/owner';

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
const withWhatsapp = { ...owner, phone: '5581999990000', phoneDisplay: '+55 (81) 99999-0000', whatsappMessage: 'Olá, Júlia!' };

let events: unknown[][] = [];
beforeEach(() => {
  events = [];
  window.gtag = (...args: unknown[]) => void events.push(args);
});
afterEach(() => {
  delete window.gtag;
});

describe('experience timeline', () => {
  test('entries in the given order (newest first), each a disclosure of its technologies whose clicks are tracked', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    assert.deepEqual(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent), ['Terceira', 'Segunda', 'Primeira']);
    const details = document.querySelectorAll('details');
    assert.equal(details.length, 3);
    const summary = details[1]!.querySelector('summary')!;
    fireEvent.click(summary);
    assert.deepEqual(events, [['event', 'click', { category: 'experience', label: 'b' }]]);
    details[1]!.open = true;
    fireEvent.keyDown(details[1]!, { key: 'Escape' });
    assert.equal(details[1]!.open, false);
    assert.equal(document.activeElement, summary);
  });

  test('each entry is an article named by its title', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    for (const experience of experiences) assert.ok(screen.getByRole('article', { name: experience.title }));
    assert.equal(screen.getAllByRole('article').length, experiences.length);
  });

  test('a non-interactive entry shows its technologies without a disclosure', () => {
    render(<ExperienceTimeline experiences={[{ ...experiences[0]!, interactive: false }]} />);
    assert.equal(document.querySelectorAll('details').length, 0);
    assert.ok(screen.getByText('Tecnologia Terceira'));
  });
});

describe('contact section', () => {
  test('contact cards and social links of the given owner, with their addresses and tracking', () => {
    render(<ContactSection owner={withWhatsapp} />);
    assert.ok(screen.getByRole('heading', { name: 'Informações de Contato' }));
    assert.ok(screen.getByRole('heading', { name: 'Redes Sociais' }));
    assert.equal(screen.getByRole('link', { name: /Email/ }).getAttribute('href'), `mailto:${owner.email}`);
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    assert.equal(whatsapp.getAttribute('href'), 'https://wa.me/5581999990000?text=Ol%C3%A1%2C%20J%C3%BAlia!');
    assert.ok(screen.getByText('+55 (81) 99999-0000'));
    assert.ok(screen.getByText(owner.location));
    for (const [name, url] of [['GitHub', owner.githubUrl], ['LinkedIn', owner.linkedinUrl]] as const) {
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
    render(<ContactSection owner={owner} />);
    assert.equal(screen.queryByText('WhatsApp'), null);
    assert.equal(document.querySelector('a[href^="https://wa.me/"]'), null);
    assert.deepEqual([...document.querySelectorAll('.channel__label')].map((label) => label.textContent), ['Email', 'Localização', 'GitHub', 'LinkedIn']);
  });

  test('without an owner it shows the site owner', () => {
    render(<ContactSection />);
    assert.equal(screen.getByRole('link', { name: /Email/ }).getAttribute('href'), `mailto:${siteOwner.email}`);
  });
});

describe('error boundary', () => {
  test('a part that throws is replaced by a Portuguese note with the e-mail link', () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const original = { error: console.error, warn: console.warn };
    console.error = () => {};
    console.warn = () => {};
    try {
      render(
        <>
          <ErrorBoundary>
            <Broken />
          </ErrorBoundary>
          <p>resto da página</p>
        </>,
      );
    } finally {
      Object.assign(console, original);
    }
    assert.ok(screen.getByText('Não foi possível exibir esta parte da página.'));
    assert.equal(screen.getByRole('link', { name: siteOwner.email }).getAttribute('href'), `mailto:${siteOwner.email}`);
    assert.ok(screen.getByText('resto da página'));
  });
});
