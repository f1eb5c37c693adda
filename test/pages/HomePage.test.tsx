import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { render } from '@testing-library/react';
import { homeSections } from 'site:content/navigation';
import { HomePage } from '../../src/pages/HomePage';
import { sectionRegistry } from '../../src/pages/sectionRegistry';
import { SectionNavigationProvider } from '../../src/app/SectionNavigationProvider';
import { ShownSectionsContext } from '../../src/hooks/useShownSections';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver } from '../support/intersection';

describe('home page and its section registry', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeFakeIntersectionObserver);

  // A section an owner added (docs/content.md, "Add a section") joins them where its data file says: src/pages/sectionOrder.ts.
  test('the registry follows the navigation content, a component for each section, in order', () => {
    const listed = new Set(homeSections.map(({ id }) => id));
    assert.deepEqual(
      sectionRegistry.filter(({ id }) => listed.has(id)).map(({ id, label }) => ({ id, label })),
      homeSections.map(({ id, label }) => ({ id, label })),
    );
    assert.equal(new Set(sectionRegistry.map(({ Component }) => Component)).size, sectionRegistry.length);
  });

  test('the page renders each section under its registry id, labelled by its own title', () => {
    render(<HomePage />);
    const sections = [...document.querySelectorAll('section')];
    assert.deepEqual(
      sections.map((section) => section.id),
      sectionRegistry.map(({ id }) => id),
    );
    for (const section of sections) {
      const title = document.getElementById(section.getAttribute('aria-labelledby')!);
      assert.ok(title && section.contains(title) && /^H[12]$/.test(title.tagName), section.id);
    }
  });

  test('every in-page link points to a section of the page', () => {
    // As the route renders it: with its sections (elsewhere a section's link leads to the home page),
    // inside the layout that tells every link which sections the page shows.
    render(
      <ShownSectionsContext.Provider value={sectionRegistry}>
        <SectionNavigationProvider pageTitle="Início" sections={sectionRegistry}>
          <HomePage />
        </SectionNavigationProvider>
      </ShownSectionsContext.Provider>,
    );
    const targets = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((link) => link.getAttribute('href')!.slice(1));
    assert.ok(targets.length >= 2);
    for (const target of targets) assert.ok(document.getElementById(target)?.tagName === 'SECTION', target);
  });
});
