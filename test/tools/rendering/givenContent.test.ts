// The document head, the JSON-LD and the web app manifest show the content they are given, never
// the modules of src/content/ themselves: run outside the render bundle, with another owner's folder,
// they show that owner.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderDocument } from '../../../tools/rendering/document';
import { personJsonLd } from '../../../tools/rendering/structuredData';
import { webManifest } from '../../../tools/rendering/webManifest';
import { themeColors } from '../../../tools/identity/site';
import { OWNER_FIXTURE, siteContent, staticDirOf } from '../../support/content';
import { checkedContent } from '../../../tools/content/source';

const other = await checkedContent(OWNER_FIXTURE, staticDirOf(OWNER_FIXTURE));
const palettes = await themeColors();

describe('content-bound head pieces take the content they are given', () => {
  test('another owner is not the site owner (the fixture is what the test says)', () => {
    assert.notEqual(other.owner.name, siteContent.owner.name);
  });

  test('the document head: author, site name, description, preview text and JSON-LD are the given owner', () => {
    const html = renderDocument({
      owner: other.owner,
      description: other.siteDescription,
      palettes,
      appHtml: '<main></main>',
      routePath: '/',
      title: other.owner.firstName,
      siteUrl: 'https://other.example',
      basePath: '/',
      language: 'pt-BR',
      languages: ['pt-BR'],
      scriptSrc: '/assets/main.js',
      stylesheet: { css: 'main{display:block}' },
      headBootstrap: '',
      iconSprite: '',
      imageManifest: {},
    });
    assert.ok(html.includes(`<meta name="author" content="${other.owner.name}">`));
    assert.ok(html.includes(`<meta property="og:site_name" content="${other.owner.name}">`));
    assert.ok(html.includes(`<meta property="og:image:alt" content="${other.owner.name}, ${other.owner.role}">`));
    assert.ok(html.includes(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${palettes.dark.background}">`));
    assert.ok(!html.includes(siteContent.owner.name), 'the site owner shows through');
  });

  test('JSON-LD and the manifest', () => {
    assert.equal(personJsonLd(other.owner, other.siteDescription, 'https://other.example', 'pt-BR').name, other.owner.name);
    const manifest = webManifest(other.owner, other.siteDescription, '/', palettes);
    assert.equal(manifest.short_name, other.owner.firstName);
    assert.equal(manifest.description, other.siteDescription);
  });
});
