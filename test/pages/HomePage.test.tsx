import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { render } from '@testing-library/react';
import { homeSections } from '../../src/content/navigation';
import { HomePage } from '../../src/pages/HomePage';
import { sectionRegistry } from '../../src/pages/sectionRegistry';
import { SectionNavigationProvider } from '../../src/app/SectionNavigationProvider';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver } from '../support/intersection';

describe('home page and its section registry', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeFakeIntersectionObserver);

  test('the registry follows the navigation content, a component for each section, in order', () => {
    assert.deepEqual(
      sectionRegistry.map(({ id, label }) => ({ id, label })),
      homeSections.map(({ id, label }) => ({ id, label })),
    );
    assert.equal(new Set(sectionRegistry.map(({ Component }) => Component)).size, homeSections.length);
  });

  test('the page renders each section under its registry id, labelled by its own title', () => {
    render(<HomePage />);
    const sections = [...document.querySelectorAll('section')];
    assert.deepEqual(
      sections.map((section) => section.id),
      homeSections.map(({ id }) => id),
    );
    for (const section of sections) {
      const title = document.getElementById(section.getAttribute('aria-labelledby')!);
      assert.ok(title && section.contains(title) && /^H[12]$/.test(title.tagName), section.id);
    }
  });

  test('every in-page link points to a section of the page', () => {
    // As the route renders it: with its sections (elsewhere a section's link leads to the home page).
    render(
      <SectionNavigationProvider pageTitle="Início" sections={sectionRegistry}>
        <HomePage />
      </SectionNavigationProvider>,
    );
    const targets = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((link) => link.getAttribute('href')!.slice(1));
    assert.ok(targets.length >= 2);
    for (const target of targets) assert.ok(document.getElementById(target)?.tagName === 'SECTION', target);
  });
});
