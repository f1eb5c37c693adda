// The site checks: what holds for every site the build accepts, run on the owner's own content
// (src/content/, static/), whatever it holds — no section, project, note or translation is assumed —
// and, with SITE_CHECKS_HELD_OUT set (npm test does), on two owners held out from the tests
// (scripts/forks/heldOutOwners.ts). A failure here is the owner's site's, not a behaviour of the code
// (those are the behaviour tests', which run on content the tests own): README.md, "Make it yours".
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { heldOutOwners } from '../../../scripts/forks/heldOutOwners';
import { axeViolations } from '../../support/axe';
import { buildVariant } from '../../support/builds';
import { decodeHtml } from '../../support/dist';
import { CHECKED_VIEWS, layoutShiftSinceLoad, openPage, scrollThrough, settled } from '../../support/pages';
import { ownerDist, ownerIsDemo } from '../../support/owner';
import { useSite } from '../../support/servedSite';

interface CheckedSite {
  name: string;
  dist: string;
  /** A site whose pages the behaviour tests already check in the browser (the demo's) is checked there once. */
  inBrowser: boolean;
}

const SITES: CheckedSite[] = [
  { name: 'your content (src/content/)', dist: ownerDist(), inBrowser: !ownerIsDemo },
  ...(process.env.SITE_CHECKS_HELD_OUT
    ? (await heldOutOwners()).map(({ name, contentDir, staticDir }) => ({
        name: `${name}, held out`,
        dist: buildVariant({}, contentDir, staticDir),
        inBrowser: true,
      }))
    : []),
];

/** Every page of the build, as its address: `/`, `/404`, `/en/notas`… (`index.html` and `.html` dropped). */
function pagesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`)
    .sort();
}

/** The file of an address of the site, if the site has one (a page's HTML, or a file as it is). */
function fileOf(dist: string, path: string): string | undefined {
  const bare = path.replace(/\/$/, '');
  return [`${bare}.html`, `${bare}/index.html`, bare]
    .map((file) => join(dist, file))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => decodeHtml(id)));

/**
 * One page of each kind the site has, in each edition: its home and not-found pages, and the first page
 * of each kind its folders hold (a list, `/notas/`; an article, `/notas/<slug>`). A list's further
 * pages (a tag's) are made by the same components as the list.
 */
function pageKinds(pages: readonly string[]): string[] {
  const firsts = new Map<string, string>();
  for (const page of pages) {
    const segments = page
      .replace(/^\/(en\/)?/, '')
      .split('/')
      .filter(Boolean);
    const edition = page.startsWith('/en/') ? 'en' : 'pt';
    if (segments.length > 2 || (segments.length === 2 && page.endsWith('/'))) continue;
    const kind = `${edition}:${segments[0] ?? ''}${segments.length === 2 ? '/*' : ''}`;
    if (!firsts.has(kind)) firsts.set(kind, page);
  }
  return [...firsts.values()];
}

/** Both themes, and a phone and a desktop: each page kind in two of the four, every one of them covered. */
const VIEWS = CHECKED_VIEWS.filter(({ label }) => label === '390x844, dark' || label === '1280x800, light');

for (const { name, dist, inBrowser } of SITES) {
  const pages = pagesOf(dist);
  describe(`the site checks, on ${name}`, () => {
    test('the build writes a home page and a not-found page', () => {
      assert.ok(pages.includes('/') && pages.includes('/404'), pages.join(', '));
    });

    test('every link between the site’s pages and every anchor resolves', () => {
      const broken: string[] = [];
      for (const page of pages) {
        const html = readFileSync(fileOf(dist, page)!, 'utf8');
        for (const [, raw] of html.matchAll(/\shref="([^"]+)"/g)) {
          const href = decodeHtml(raw);
          if ((!href.startsWith('/') && !href.startsWith('#')) || href.startsWith('//')) continue;
          const { pathname, hash } = new URL(href, `http://site${page}`);
          const target = fileOf(dist, decodeURIComponent(pathname));
          if (!target) broken.push(`${page}: ${href}: no such page or file`);
          else if (hash && target.endsWith('.html') && !idsOf(readFileSync(target, 'utf8')).has(decodeURIComponent(hash.slice(1))))
            broken.push(`${page}: ${href}: no element with that id`);
        }
      }
      assert.deepEqual(broken, [], relative(process.cwd(), dist));
    });

    describe(
      'every kind of page in Chromium, in both themes, on a phone and a desktop',
      { skip: !inBrowser && 'your content is still the demo’s, whose pages the behaviour tests check in the browser' },
      () => {
        const site = useSite(() => dist);
        for (const path of pageKinds(pages)) {
          for (const { label, options } of VIEWS) {
            test(`${path} at ${label}: renders, axe finds nothing, nothing shifts, nothing scrolls sideways, no error`, async () => {
              const { page, problems, expectNotFound } = await openPage(site.browser, options);
              if (path.endsWith('/404')) expectNotFound(`${site.url}${path}`);
              await page.goto(`${site.url}${path}`);
              await settled(page);
              assert.ok((await page.locator('h1').count()) === 1, 'one h1');
              assert.deepEqual(await axeViolations(page), [], 'axe');
              assert.equal(await layoutShiftSinceLoad(page), 0, 'layout shift while loading');
              await scrollThrough(page);
              assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'horizontal scroll');
              assert.deepEqual(problems, []);
            });
          }
        }
      },
    );
  });
}
