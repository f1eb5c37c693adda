// The content editor's page (/admin/) has its own policy on every host, and no other page's changed: the
// site built with the editor answers every other path with the headers, and carries in every other page
// the meta policy, of the same site built without it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { adminPolicy, adminPolicyHeader } from '../../../tools/admin/adminPage';
import { headersFor, pathPattern, type HeaderRule } from '../../../tools/hosting/headerRules';
import { parseHeadersFile } from '../../../tools/hosting/headersFile';
import type { VercelConfig } from '../../../tools/hosting/vercelConfig';
import { serializePolicy } from '../../../tools/rendering/contentSecurityPolicy';
import { editorDist } from '../../support/editorBuild';
import { dist } from '../../support/dist';

const withEditor = editorDist();
const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const hostRules = (root: string): Record<string, HeaderRule[]> => ({
  _headers: parseHeadersFile(read(root, '_headers')),
  'vercel.json': (JSON.parse(read(root, 'vercel.json')) as VercelConfig).headers.map(({ source, headers }) => ({
    path: source.replace(/\(\.\*\)/g, '*'),
    headers: headers.map(({ key, value }) => [key, value]),
  })),
});

/** Every file of a built site as a URL path, and each page without `.html`, as hosts serve them. */
const filesOf = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `/${relative(root, join(root, file))}`);
const sitePaths = filesOf(dist).flatMap((path) => (path.endsWith('.html') ? [path, path.replace(/(index)?\.html$/, '')] : [path]));
const metaPolicy = (html: string) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1];

describe("the editor's headers on every host", () => {
  test('/admin/ has its policy, a popup-friendly COOP and noindex, on each host', () => {
    for (const [host, rules] of Object.entries(hostRules(withEditor))) {
      for (const path of ['/admin/', '/admin/index.html', '/admin/config.yml']) {
        const headers = headersFor(rules, path);
        assert.equal(headers['Content-Security-Policy'], adminPolicyHeader(), `${host}: ${path}`);
        assert.equal(headers['Cross-Origin-Opener-Policy'], 'same-origin-allow-popups', `${host}: ${path}`);
        assert.equal(headers['X-Robots-Tag'], 'noindex', `${host}: ${path}`);
        assert.equal(headers['X-Frame-Options'], 'DENY', `${host}: ${path}`);
      }
    }
  });

  test('every other path gets exactly the headers it gets without the editor, on each host', () => {
    const before = hostRules(dist);
    for (const [host, rules] of Object.entries(hostRules(withEditor)))
      for (const path of ['/', ...sitePaths]) assert.deepEqual(headersFor(rules, path), headersFor(before[host], path), `${host}: ${path}`);
  });

  test('no header is set by two rules that match one path', () => {
    const rules = hostRules(withEditor)._headers;
    for (const path of ['/', '/admin/', '/admin/index.html', ...sitePaths]) {
      const names = rules.filter((rule) => pathPattern(rule.path).test(path)).flatMap((rule) => rule.headers.map(([name]) => name));
      assert.deepEqual(names, [...new Set(names)], path);
    }
  });

  test("the page's meta policy for GitHub Pages, and every other page's meta policy byte for byte as without the editor", () => {
    assert.equal(
      metaPolicy(read(withEditor, 'admin/index.html'))?.replace(/&#39;|&#x27;/g, "'"),
      serializePolicy(adminPolicy(), { forMeta: true }),
    );
    for (const page of filesOf(dist).filter((path) => path.endsWith('.html')))
      assert.equal(metaPolicy(read(withEditor, page)), metaPolicy(read(dist, page)), page);
  });

  test('the policy lets the editor reach the GitHub API and show blobs, and nothing the pages load', () => {
    const policy = adminPolicy();
    assert.deepEqual(policy['script-src'], ["'self'"]);
    assert.ok(policy['connect-src'].includes('https://api.github.com'));
    assert.ok(policy['img-src'].includes('blob:'));
  });
});

describe('/admin/ is left out of what crawlers and readers find', () => {
  test('not in the sitemap, the feeds or the search index', () => {
    const files = filesOf(withEditor).filter((path) => /sitemap\.xml$|\.xml$|feed\.json$|^\/pagefind\/.*\.(json|pf_meta)$/.test(path));
    assert.ok(files.some((path) => path.endsWith('sitemap.xml')));
    for (const file of files) assert.doesNotMatch(read(withEditor, file), /\/admin\//, file);
    const fragments = filesOf(withEditor).filter((path) => path.startsWith('/pagefind/') && path.includes('fragment'));
    assert.equal(fragments.length, filesOf(dist).filter((path) => path.startsWith('/pagefind/') && path.includes('fragment')).length);
  });
});
