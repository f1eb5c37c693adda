import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sitemapXml } from '../../../tools/rendering/crawlerFiles';

const SITE = 'https://example.com';
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: url.match(/<loc>(.*)<\/loc>/)![1],
    alternates: [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`),
    lastmod: url.match(/<lastmod>(.*)<\/lastmod>/)![1],
  }));

describe('sitemap', () => {
  test('a page listed by each of its editions is there once per edition, the default edition as x-default', () => {
    const xml = sitemapXml(
      SITE,
      [
        { paths: { 'pt-BR': '/notas/a', en: '/notes/a' }, lastModified: '2026-10-14' },
        // The English edition lists the same page, its own language first.
        { paths: { en: '/notes/a', 'pt-BR': '/notas/a' }, lastModified: '2026-10-14' },
        { paths: { en: '/notes/b' } },
      ],
      '2026-11-26',
    );
    const both = [`pt-BR ${SITE}/notas/a`, `en ${SITE}/en/notes/a`, `x-default ${SITE}/notas/a`];
    assert.deepEqual(urlsOf(xml), [
      { loc: `${SITE}/notas/a`, alternates: both, lastmod: '2026-10-14' },
      { loc: `${SITE}/en/notes/a`, alternates: both, lastmod: '2026-10-14' },
      { loc: `${SITE}/en/notes/b`, alternates: [], lastmod: '2026-11-26' },
    ]);
  });
});
