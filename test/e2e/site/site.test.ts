// The site checks: what holds for every site the build accepts, run on the owner's own content
// (src/content/, static/), whatever it holds — no section, project, note or translation is assumed.
// A failure here is the owner's site's, not a behaviour of the code (those are the behaviour tests',
// which run on content the tests own): README.md, "What npm test checks".
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { axeViolations } from '../../support/axe';
import { decodeHtml } from '../../support/dist';
import { CHECKED_VIEWS, layoutShiftSinceLoad, openPage, scrollThrough, settled } from '../../support/pages';
import { ownerDist, ownerIsDemo } from '../../support/owner';
import { useSite } from '../../support/servedSite';

const dist = ownerDist();

/** Every page of the build, as its address: `/`, `/404`, `/en/notas`… (`index.html` and `.html` dropped). */
function pagesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`)
    .sort();
}
const PAGES = pagesOf(dist);

/** The file of an address of the site, if the site has one (a page's HTML, or a file as it is). */
function fileOf(path: string): string | undefined {
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
function pageKinds(): string[] {
  const firsts = new Map<string, string>();
  for (const page of PAGES) {
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

describe('the site checks, on the owner’s own content', () => {
  test('the build writes a home page and a not-found page in each edition', () => {
    assert.ok(PAGES.includes('/') && PAGES.includes('/404'), PAGES.join(', '));
  });

  test('every link between the site’s pages and every anchor resolves', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      const html = readFileSync(fileOf(page)!, 'utf8');
      for (const [, raw] of html.matchAll(/\shref="([^"]+)"/g)) {
        const href = decodeHtml(raw);
        if (!href.startsWith('/') && !href.startsWith('#')) continue;
        if (href.startsWith('//')) continue;
        const { pathname, hash } = new URL(href, `http://site${page}`);
        const target = fileOf(decodeURIComponent(pathname));
        if (!target) {
          broken.push(`${page}: ${href}: no such page or file`);
          continue;
        }
        if (hash && target.endsWith('.html') && !idsOf(readFileSync(target, 'utf8')).has(decodeURIComponent(hash.slice(1))))
          broken.push(`${page}: ${href}: no element with that id`);
      }
    }
    assert.deepEqual(broken, [], `${relative(process.cwd(), dist)}`);
  });

  describe(
    'every kind of page in Chromium, in both themes, on a phone and a desktop',
    {
      skip: ownerIsDemo && 'your content is still the demo’s, whose pages the behaviour tests check in the browser',
    },
    () => {
      const site = useSite(() => dist);
      for (const path of pageKinds()) {
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
