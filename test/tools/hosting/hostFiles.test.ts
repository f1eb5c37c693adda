// Every host's file carries exactly the headers of the one definition (tools/hosting/headerRules.ts),
// for every path: `_headers` (Netlify, Cloudflare Pages, the preview server), `vercel.json` (Vercel);
// netlify.toml builds the site and leaves the headers to `_headers`.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'smol-toml';
import { headersFor, siteHeaderRules, type HeaderRule } from '../../../tools/hosting/headerRules';
import { parseHeadersFile } from '../../../tools/hosting/headersFile';
import type { VercelConfig } from '../../../tools/hosting/vercelConfig';
import { ROOT } from '../../../tools/projectPaths';
import { dist, readDist } from '../../support/dist';

/** Every page of the build as a host serves it: `en/index.html` is `/en/`, `404.html` is `/404`. */
const pagePaths = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/${relative(dist, join(dist, file))}`.replace(/index\.html$/, '').replace(/\.html$/, ''));
/** The policy of the pages' meta tag, which a header may complete with what only a header can say. */
const metaPolicy = readDist('index.html')
  .match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)![1]
  .replace(/&#39;|&#x27;/g, "'");
const expected = siteHeaderRules({ policy: `${metaPolicy}; frame-ancestors 'none'`, basePath: '/', pagePaths });

/** Vercel's `source` patterns back into rules: its `(.*)` groups match as the rules' `*`. */
const vercelRules = (config: VercelConfig): HeaderRule[] =>
  config.headers.map(({ source, headers }) => ({
    path: source.replace(/\(\.\*\)/g, '*'),
    headers: headers.map(({ key, value }) => [key, value]),
  }));

const SAMPLE_PATHS = [
  ...pagePaths,
  ...pagePaths.map((path) => `${path === '/' ? '/index' : path.replace(/\/$/, '/index')}.html`),
  '/assets/main-X1.js',
  '/images/a.avif',
  '/icons/icon-32.png',
  '/curriculo.pdf',
  '/resume.json',
  '/sitemap.xml',
  '/favicon.svg',
];

describe('the headers of every host', () => {
  test('_headers holds the rules of the one definition, for the pages of this build', () => {
    assert.ok(pagePaths.includes('/') && pagePaths.includes('/404'), pagePaths.join(' '));
    assert.deepEqual(parseHeadersFile(readDist('_headers')), expected);
  });

  test('vercel.json holds the same rules, with clean addresses', () => {
    const config = JSON.parse(readDist('vercel.json')) as VercelConfig;
    assert.equal(config.cleanUrls, true);
    assert.deepEqual(vercelRules(config), expected);
  });

  test('for every path, each host answers with the same headers', () => {
    const hosts = {
      _headers: parseHeadersFile(readDist('_headers')),
      'vercel.json': vercelRules(JSON.parse(readDist('vercel.json')) as VercelConfig),
    };
    for (const path of SAMPLE_PATHS) {
      for (const [host, rules] of Object.entries(hosts))
        assert.deepEqual(headersFor(rules, path), headersFor(expected, path), `${host}: ${path}`);
    }
  });

  test('netlify.toml builds dist/ with npm run build on a tested Node, and adds no header of its own', () => {
    const netlify = parse(readFileSync(join(ROOT, 'netlify.toml'), 'utf8')) as {
      build: { command: string; publish: string; environment: { NODE_VERSION: string } };
      headers?: unknown;
    };
    assert.equal(netlify.build.command, 'npm run build');
    assert.equal(netlify.build.publish, 'dist');
    const workflow = readFileSync(join(ROOT, '.github/workflows/tests.yml'), 'utf8');
    assert.match(workflow, new RegExp(`\\b${netlify.build.environment.NODE_VERSION}\\b`), 'a Node version the tests run on');
    assert.equal(netlify.headers, undefined, 'Netlify reads the headers from dist/_headers');
  });
});
