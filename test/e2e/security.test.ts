import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { allHydrated } from '../support/hydration';
import { defaultDist } from '../support/builds';
import { trappedBy } from '../support/guardedBrowser';
import { openPage, scrollThrough, settled, outsideRequests } from '../support/pages';
import { ROOT } from '../../tools/projectPaths';
import { useSite } from '../support/servedSite';

describe('security', () => {
  const site = useSite();

  test('headers: a strict CSP and the hardening headers, the same policy (minus frame-ancestors) in the page', async () => {
    const response = await fetch(`${site.url}/`);
    const csp = response.headers.get('content-security-policy')!;
    assert.ok(csp, 'no Content-Security-Policy header');
    const directives = Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['base-uri'], ["'self'"]);
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
    assert.equal(directives['script-src'][0], "'self'");
    assert.match(directives['script-src'][1], /^'sha256-[A-Za-z0-9+/]+=*'$/);
    // The search compiles its WebAssembly ('wasm-unsafe-eval'); no string is ever run as code.
    assert.equal(directives['script-src'][2], "'wasm-unsafe-eval'");
    assert.equal(directives['script-src'].length, 3, 'no analytics host without an id');
    assert.ok(!csp.replace("'wasm-unsafe-eval'", '').includes('unsafe-eval') && !csp.includes('unsafe-inline'));
    assert.deepEqual(directives['connect-src'], ["'self'", 'https://api.emailjs.com']);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.ok(response.headers.get('permissions-policy'));
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.ok(Number(response.headers.get('strict-transport-security')?.match(/^max-age=(\d+)/)?.[1]) >= 31_536_000, 'no HSTS of a year');
    for (const path of ['/404', '/404.html', '/qualquer/coisa']) {
      assert.equal((await fetch(`${site.url}${path}`)).headers.get('cache-control'), 'no-cache', path);
    }
    const meta = (await response.text())
      .match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)![1]
      .replaceAll('&#39;', "'")
      .replaceAll('&quot;', '"');
    assert.equal(meta, csp.replace("; frame-ancestors 'none'", ''));
    const asset = readdirSync(join(defaultDist(), 'assets')).find((file) => file.endsWith('.js'))!;
    assert.equal((await fetch(`${site.url}/assets/${asset}`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  test('every page runs under its CSP without a violation or a console error', async () => {
    for (const path of ['/', '/404']) {
      const { page, problems } = await openPage(site.browser);
      await page.goto(`${site.url}${path}`);
      await settled(page);
      if (path === '/') {
        // Every lazy image and every section's code has run, under the policy, before the verdict.
        await scrollThrough(page);
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        await allHydrated(page);
        await page.getByRole('button', { name: 'Privacidade' }).click();
        await page.getByRole('dialog').waitFor();
      }
      assert.deepEqual(problems, [], path);
    }
  });

  test('a violation would be caught: an injected inline script is refused and reported', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/`);
    // The violation is reported by an event, a task after the refusal: wait for that event.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          document.addEventListener('securitypolicyviolation', resolve, { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
        }),
    );
    assert.equal(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected), undefined);
    assert.ok(
      problems.some((problem) => problem.includes('CSP violation') || problem.includes('Content Security Policy')),
      problems.join('\n'),
    );
  });

  test('no page reaches beyond 127.0.0.1: a request elsewhere is blocked and recorded for the test to fail', async () => {
    // The page's CSP would refuse these first; the guard must hold without it.
    const { page, problems } = await openPage(site.browser, { bypassCSP: true });
    await page.goto(`${site.url}/`);
    const fetched = await page.evaluate(() =>
      fetch('https://example.com/dados').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    assert.equal(fetched, 'failed');
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const image = Object.assign(new Image(), { src: 'https://example.org/pixel.png' });
          image.addEventListener('error', resolve, { once: true });
        }),
    );
    // Dropped by the browser's trap, not only refused by a machine with no network.
    await assert.rejects(page.goto('https://example.net/'));
    assert.ok(trappedBy(site.browser).includes('CONNECT example.net:443'), trappedBy(site.browser).join('\n'));
    // Taken here, so the after-each check (which fails any test with an attempt left) stays quiet.
    assert.deepEqual(outsideRequests.take().sort(), ['https://example.com/dados', 'https://example.net/', 'https://example.org/pixel.png']);
    assert.ok(
      problems.some((problem) => problem.includes('https://example.com/dados')),
      problems.join('\n'),
    );
    assert.throws(() => {
      outsideRequests.record('https://example.net/');
      outsideRequests.assertNone();
    }, /blocked:\nhttps:\/\/example.net\//);
  });

  test('every link to a new tab carries rel="noopener noreferrer"', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.url}/`);
    const unsafe = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.filter((link) => link.getAttribute('rel') !== 'noopener noreferrer').map((link) => link.outerHTML));
    assert.deepEqual(unsafe, []);
  });

  test("dangerouslySetInnerHTML only where the markup is the build's own (pages from the checked Markdown)", () => {
    // The Markdown's HTML is made at build time from a tree with no raw HTML and only checked addresses
    // (tools/markdown/); these files show it. Anything else would be new on purpose.
    const files = spawnSync('grep', ['-rln', 'dangerouslySetInnerHTML', join(ROOT, 'src')], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n');
    assert.deepEqual(files.map((file) => relative(ROOT, file)).sort(), [
      'src/pages/PrerenderedPage.tsx',
      // ArticleBody: a case study's and a note's text.
      'src/pages/articleParts.tsx',
    ]);
  });

  test('the runtime dependencies are React and React DOM only', () => {
    // `npm audit` cannot run here (the registry mirror answers its endpoint with 405), so the
    // shipped attack surface is pinned instead: anything new at run time must be added on purpose.
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.deepEqual(Object.keys(manifest.dependencies).sort(), ['react', 'react-dom']);
  });
});
