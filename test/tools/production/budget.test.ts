// The byte and element budgets measure the code: they hold on the demo's content (the fixture), and the
// owner's own build prints its figures against them, with a warning where the owner's content makes a
// page larger, never a failure. The bytes of a section the owner added (docs/content.md, "Add a section")
// are printed apart and left out of the template's figure. The budgets: test/support/budgets.ts.
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { caseStudyPath, notePath, notesListPath } from '../../../src/lib/pagePaths';
import type { SiteContent } from '../../../tools/content/source';
import { BUDGET, BUDGETS_FILE, elementCount, FIRST_ROUND_TRIP, PAGE_BUDGETS, pageSizes, type PageKind } from '../../support/budgets';
import { DEMO_CONTENT, demoCaseStudies, demoContent, demoDist, demoNotes, demoTranslation } from '../../support/demo';
import { addedSectionFiles, gzipShareOf } from '../../support/ownerSections';
import { assetsOf, scriptGraph } from '../../support/dist';
import { ownerCaseStudies, ownerDist, ownerNotes, ownerTranslation } from '../../support/owner';

interface BuiltSite {
  name: string;
  dir: string;
  /** Over a budget fails the test (the demo), or warns (the owner's content). */
  enforced: boolean;
  caseStudies: readonly string[];
  notes: typeof ownerNotes;
  translation: SiteContent | null;
}

const demo: BuiltSite = {
  name: 'the demo',
  dir: demoDist(),
  enforced: true,
  caseStudies: demoCaseStudies,
  notes: demoNotes,
  translation: demoTranslation,
};
const owner: BuiltSite = {
  name: "the owner's content",
  dir: ownerDist(),
  enforced: false,
  caseStudies: ownerCaseStudies,
  notes: ownerNotes,
  translation: ownerTranslation,
};
// A fresh clone's content is the demo's: one build, checked once.
const SITES = owner.dir === demo.dir ? [demo] : [demo, owner];
/** The owner's own sections, which the demo's content does not show: their code is hers, not the template's. */
const ADDED_SECTIONS = addedSectionFiles(DEMO_CONTENT);

function report(site: BuiltSite, name: string, value: number, budget: number, unit = 'B') {
  console.log(`  ${site.name}: ${name.padEnd(36)} ${String(value).padStart(7)} ${unit} / ${budget} ${unit} budget`);
  const over = `${name}: ${value} ${unit} is over the budget of ${budget} ${unit} (${BUDGETS_FILE})`;
  if (value <= budget) return;
  if (site.enforced) assert.fail(over);
  console.log(`# warning: ${over}: your content makes it larger; it still builds`);
}

/** Every kind of page of each edition the site has: its home and not-found pages, each case study, each note, the notes' list. */
function pagesOf(site: BuiltSite): { page: string; kind: PageKind }[] {
  const editions = [{ root: '', language: 'pt-BR' as const }, ...(site.translation ? [{ root: 'en/', language: 'en' as const }] : [])];
  return editions.flatMap(({ root, language }) => [
    { page: `${root}index.html`, kind: 'home' as const },
    { page: `${root}404.html`, kind: 'notFound' as const },
    ...site.caseStudies.map((id) => ({ page: `${root}${caseStudyPath(id, language).slice(1)}.html`, kind: 'caseStudy' as const })),
    ...site.notes[language].map((note) => ({ page: `${root}${notePath(note.slug, language).slice(1)}.html`, kind: 'note' as const })),
    ...(site.notes[language].length > 0
      ? [{ page: `${root}${notesListPath(language).slice(1)}/index.html`, kind: 'notesList' as const }]
      : []),
  ]);
}

for (const site of SITES) {
  const read = (file: string) => readFileSync(join(site.dir, file), 'utf8');
  const gzipped = (file: string) => gzipSync(readFileSync(join(site.dir, file))).length;
  const pages = pagesOf(site);

  describe(`performance budgets of the production build: ${site.name}`, () => {
    const html = read('index.html');
    const { style } = assetsOf(html);

    for (const page of pages.filter(({ kind }) => kind === 'home').map(({ page }) => page)) {
      test(`JavaScript loaded by ${page} (gzip)`, () => {
        const scripts = scriptGraph(assetsOf(read(page)).script, site.dir).start;
        const total = scripts.reduce((sum, file) => sum + gzipped(file), 0);
        // On the demo, held to the template's budget: the owner's sections apart, with their figure.
        const added = site.enforced ? scripts.reduce((sum, file) => sum + gzipShareOf(join(site.dir, file), ADDED_SECTIONS), 0) : 0;
        if (added > 0) {
          const names = ADDED_SECTIONS.map((file) => file.slice(file.lastIndexOf('/') + 1)).join(', ');
          console.log(`  ${site.name}: your sections (${names}) add ${added} B to the script at start: yours, not counted below`);
        }
        report(site, `JavaScript at start (${page})${added > 0 ? ", the template's" : ''}`, total - added, BUDGET.script);
      });
    }

    for (const { page, kind } of pages) {
      test(`${page}: the home page's script and stylesheet; markup and elements within the budget of its kind, the markup and the head each within the first round trip`, () => {
        const home = page.startsWith('en/') ? 'en/index.html' : 'index.html';
        assert.deepEqual(assetsOf(read(page)), assetsOf(read(home)));
        const { markup, markupBrotli, head } = pageSizes(site.dir, page);
        report(site, page, markup, PAGE_BUDGETS[kind].html);
        report(site, `${page}: markup (brotli)`, markupBrotli, FIRST_ROUND_TRIP);
        report(site, `${page}: head, stylesheet in it (brotli)`, head, FIRST_ROUND_TRIP);
        report(site, `${page} (elements)`, elementCount(read(page)), PAGE_BUDGETS[kind].elements, 'elements');
      });
    }

    test('the display face: one WOFF2, named by the stylesheet, preloaded by every page, within its budget', () => {
      // Already compressed (WOFF2 is brotli inside): its bytes are what travels. Measured 2026-11-26: 13,788 B.
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map(
        ([, href]) => href,
      );
      assert.equal(preloads.length, 1, 'one font preloaded');
      const [font] = preloads as [string];
      assert.ok(style.includes(`url("${font}")`), 'the stylesheet names the preloaded file, from the root of the site');
      for (const { page } of pages) assert.ok(read(page).includes(`href="${font}" as="font"`), `${page} preloads it`);
      report(site, 'display font (WOFF2)', statSync(join(site.dir, font)).size, BUDGET.displayFont);
    });

    test('CSS (gzip), in the page: no stylesheet of its own to request', () => {
      assert.equal([...html.matchAll(/<link rel="stylesheet"/g)].length, 0, 'a stylesheet requested');
      assert.equal([...html.matchAll(/<style>/g)].length, 1, 'one stylesheet only');
      report(site, 'CSS', pageSizes(site.dir, 'index.html').stylesheet, BUDGET.style);
    });

    test('images the first mobile viewport needs', () => {
      const eagerImages = [...html.matchAll(/<img [^>]*>/g)]
        .map(([tag]) => tag)
        // A blurred preview is inline (its bytes count in the HTML) and no request.
        .filter((tag) => !tag.includes('loading="lazy"') && !tag.includes('src="data:'))
        .map((tag) => tag.match(/src="([^"]+)"/)![1]);
      const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(([, href]) => href);
      // Whichever size the browser picks: all of them, an upper bound.
      const favicons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map(([, href]) => href);
      const files = [...new Set([...eagerImages, ...preloaded, ...favicons])];
      assert.ok(files.length > 0);
      const bytes = files.reduce((sum, file) => sum + statSync(join(site.dir, file)).size, 0);
      console.log(`  first-viewport images: ${files.join(', ')}`);
      report(site, 'images of the first viewport', bytes, BUDGET.firstViewportImages);
    });
  });
}

describe('pictures below the fold', () => {
  for (const site of SITES) {
    test(`${site.name}: every image below the fold is lazy, and sized`, () => {
      const html = readFileSync(join(site.dir, 'index.html'), 'utf8');
      const sections = [...html.matchAll(/<section id="/g)];
      const belowImages = [...html.slice(sections[1]?.index ?? html.length).matchAll(/<img [^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !tag.includes('src="data:'));
      if (site === demo) {
        // The photo of the about section and the project images, each of the demo's.
        const { owner: person, projects } = demoContent;
        assert.equal(belowImages.length, projects.filter((project) => project.image).length + (person.photo ? 1 : 0));
      }
      for (const tag of belowImages) {
        assert.match(tag, /loading="lazy"/, tag);
        assert.match(tag, /width="\d+"/, tag);
        assert.match(tag, /height="\d+"/, tag);
      }
    });
  }
});
