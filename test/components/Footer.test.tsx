import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Footer } from '../../src/components/Footer';
import { homeSections } from 'site:content/navigation';
import { SectionNavigationContext } from '../../src/hooks/useSectionNavigation';
import { ShownSectionsContext } from '../../src/hooks/useShownSections';
import { createValueStore } from '../../src/lib/valueStore';
import { owner } from '../support/secondOwner';
import { recordAnalytics } from '../support/analytics';

describe('footer', () => {
  const events = recordAnalytics();
  // The sections the page shows, as MainLayout gives them: the footer's Contato leads to one of them.
  const withSections = (footer: ReactElement) => (
    <ShownSectionsContext.Provider value={homeSections}>{footer}</ShownSectionsContext.Provider>
  );

  test('Privacidade, Termos and Contato; © with the current year and the owner', async () => {
    render(<Footer ownerName={owner.name} />);
    assert.ok(screen.getByRole('button', { name: 'Privacidade' }));
    assert.ok(screen.getByRole('button', { name: 'Termos' }));
    assert.ok(screen.getByText(`© ${new Date().getFullYear()} ${owner.name}`));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Termos' })));
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'footer', label: 'termos' }]);
    // The text is imported on first opening, then the dialog opens.
    await waitFor(() => assert.equal(document.querySelectorAll('dialog[open]').length, 1));
    // It opens at its title, which a long text's first control below would scroll away on a phone.
    assert.equal(document.activeElement, screen.getByRole('heading', { name: 'Termos' }));
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
        {withSections(<Footer ownerName={owner.name} />)}
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

  test('a contact section the page does not show gets no link: nothing to lead to', () => {
    render(
      <ShownSectionsContext.Provider value={homeSections.filter(({ id }) => id !== 'contato')}>
        <Footer ownerName={owner.name} />
      </ShownSectionsContext.Provider>,
    );
    assert.equal(screen.queryByRole('link', { name: 'Contato' }), null);
  });

  test('on a page without sections (a note, a case study), Contato leads to the home page at the section, inside the app', () => {
    history.replaceState(null, '', '/notas/uma-nota');
    render(withSections(<Footer ownerName={owner.name} />));
    const contact = screen.getByRole('link', { name: 'Contato' });
    assert.equal(contact.getAttribute('href'), '/#contato');
    fireEvent.click(contact, { button: 0 });
    assert.equal(location.pathname + location.hash, '/#contato');
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'footer', label: 'contato' }]);
  });
});
