import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Footer } from '../../src/components/Footer';
import { homeSections } from '../../src/content/navigation';
import { SectionNavigationContext } from '../../src/hooks/useSectionNavigation';
import { createValueStore } from '../../src/lib/valueStore';
import { owner } from '../fixtures/owners/julia/owner';
import { recordAnalytics } from '../support/analytics';

describe('footer', () => {
  const events = recordAnalytics();

  test('Privacidade, Termos and Contato; © with the current year and the owner', async () => {
    render(<Footer ownerName={owner.name} />);
    assert.ok(screen.getByRole('button', { name: 'Privacidade' }));
    assert.ok(screen.getByRole('button', { name: 'Termos' }));
    assert.ok(screen.getByText(`© ${new Date().getFullYear()} ${owner.name}`));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Termos' })));
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'footer', label: 'termos' }]);
    // The text is imported on first opening, then the dialog opens.
    await waitFor(() => assert.equal(document.querySelectorAll('dialog[open]').length, 1));
  });

  test('Contato goes to the contact section of the page, tracked; a modified click is the browser’s', () => {
    const goneTo: string[] = [];
    render(
      <SectionNavigationContext.Provider
        value={{
          sections: homeSections,
          active: createValueStore<string | null>(null),
          goToSection: (id) => goneTo.push(id),
          sectionHref: (id) => `#${id}`,
        }}
      >
        <Footer ownerName={owner.name} />
      </SectionNavigationContext.Provider>,
    );
    const contact = screen.getByRole('link', { name: 'Contato' });
    assert.equal(contact.getAttribute('href'), '#contato');
    fireEvent.click(contact, { button: 0, metaKey: true });
    assert.deepEqual(goneTo, []);
    fireEvent.click(contact, { button: 0 });
    assert.deepEqual(goneTo, ['contato']);
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'footer', label: 'contato' }]);
  });

  test('on a page without sections (a note, a case study), Contato leads to the home page at the section, inside the app', () => {
    history.replaceState(null, '', '/notas/uma-nota');
    render(<Footer ownerName={owner.name} />);
    const contact = screen.getByRole('link', { name: 'Contato' });
    assert.equal(contact.getAttribute('href'), '/#contato');
    fireEvent.click(contact, { button: 0 });
    assert.equal(location.pathname + location.hash, '/#contato');
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'footer', label: 'contato' }]);
  });
});
