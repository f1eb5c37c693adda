import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildVariant } from '../../support/builds';
import { siteTranslation } from '../../support/content';
import { assetsOf, decodeHtml, entryUrls, pageManifest, scriptGraph } from '../../support/dist';

// A GitHub Pages project site: everything the site refers to lives under /portfolio/.
const SITE = 'https://user.github.io/portfolio';
const BASE = '/portfolio/';

describe('a build for a sub-path (SITE_URL with a path)', () => {
  const dir = buildVariant({ SITE_URL: SITE });
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');

  /** Every address the page names: attributes holding a URL, each candidate of a srcset, meta contents. */
  const addresses = (html: string) =>
    [...decodeHtml(html).matchAll(/\s(?:href|src|srcSet|srcset|content)="([^"]*)"/g)]
      .flatMap(([, value]) => value.split(', '))
      .map((candidate) => candidate.trim().split(' ')[0])
      .filter((value) => value.startsWith('/') || value.startsWith('http'));

  for (const page of ['index.html', '404.html', ...(siteTranslation ? ['en/index.html', 'en/404.html'] : [])]) {
    test(`${page}: every address of the site is under the base path, and the files are there`, () => {
      const html = read(page);
      const ours = addresses(html).filter((address) => address.startsWith('/') || address.startsWith(new URL(SITE).origin));
      assert.ok(ours.length > 5, ours.join(' '));
      for (const address of ours) {
        assert.ok(address.startsWith(BASE) || address.startsWith(`${SITE}/`), `${page}: ${address}`);
        // A page's address (`/en/404`) is served from its .html file.
        const file = join(dir, address.slice(BASE.length).split('#')[0]);
        if (address.startsWith(BASE)) assert.ok(existsSync(file) || existsSync(`${file}.html`), `${page}: ${address} is not in the site`);
      }
      for (const entry of Object.values(pageManifest(html)))
        for (const url of entryUrls(entry)) assert.ok(url.startsWith(`${BASE}assets/images/`), url);
    });
  }

  test('canonical, Open Graph and JSON-LD addresses are under the site address', () => {
    const home = read('index.html');
    assert.match(home, new RegExp(`<link rel="canonical" href="${SITE}/">`));
    assert.match(home, new RegExp(`<meta property="og:image" content="${SITE}/images/og-image.png">`));
    assert.equal(JSON.parse(home.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]).url, `${SITE}/`);
    assert.match(read('404.html'), new RegExp(`<meta property="og:url" content="${SITE}/404">`));
  });

  test('the script loads its modules and lazy modules from under the base', () => {
    const { start, later } = scriptGraph(assetsOf(read('index.html')).script, dir, BASE);
    assert.ok(later.length >= 2);
    // Each found at the URL its import names, under the base (tools/bundling/lazyModules.ts and esbuild's relative imports).
    for (const url of [...start, ...later]) {
      assert.ok(url.startsWith(`${BASE}assets/`), url);
      assert.ok(existsSync(join(dir, url.slice(BASE.length))), url);
    }
  });

  test('manifest, sitemap, robots.txt and _headers name the sub-path', () => {
    const manifest = JSON.parse(read('manifest.webmanifest'));
    assert.equal(manifest.start_url, BASE);
    assert.equal(manifest.scope, BASE);
    for (const icon of manifest.icons) {
      assert.ok(icon.src.startsWith(BASE), icon.src);
      assert.ok(existsSync(join(dir, icon.src.slice(BASE.length))), icon.src);
    }
    assert.match(read('sitemap.xml'), new RegExp(`<loc>${SITE}/</loc>`));
    assert.match(read('robots.txt'), new RegExp(`Disallow: ${BASE}404\\n[\\s\\S]*Sitemap: ${SITE}/sitemap.xml`));
    const rulePaths = read('_headers')
      .split('\n')
      .filter((line) => line && !/^\s/.test(line));
    assert.ok(rulePaths.length > 3);
    for (const path of rulePaths) assert.ok(path.startsWith(BASE), path);
  });
});
