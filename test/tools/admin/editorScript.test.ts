// Our copy of Sveltia CMS's script asks no CDN for its interface text: it reads it from the editor's
// folder, which holds every language the script offers, and a version that builds the address otherwise
// fails the build instead of asking unpkg.com (which the page's policy refuses, in a loop in 0.221.1).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { EDITOR_SCRIPT, editorScript, selfHostedLocales } from '../../../tools/admin/editorScript';
import { ROOT } from '../../../tools/projectPaths';

const original = readFileSync(EDITOR_SCRIPT, 'utf8');
/** Where 0.221.1 loads its interface text from: `${package on unpkg.com}@${version}/locales`. */
const CDN_LOCALES = /`\$\{([\w$]+)\}@\$\{[\w$]+\}\/locales`/;

describe("the editor's script", () => {
  test('reads its interface text from locales/ beside the page, which holds every language it offers', async () => {
    assert.match(original, CDN_LOCALES, 'the package names its interface text on unpkg.com');
    const { script, files } = await editorScript();
    assert.doesNotMatch(script, CDN_LOCALES);
    assert.match(script, /=`locales`,/);
    // The languages the script chooses among (`ar,bg,…,zh-TW`.split(`,`)): each has its file.
    const offered = /`((?:[a-z]{2}(?:-[A-Z]{2})?,)+[a-z]{2}(?:-[A-Z]{2})?)`\.split\(`,`\)/.exec(script)?.[1].split(',') ?? [];
    assert.ok(offered.includes('pt-BR') && offered.includes('pt-PT') && offered.includes('es-CO'), offered.join());
    for (const locale of offered) assert.ok(files[`locales/${locale}.json`], locale);
    assert.deepEqual(files['locales/pt-BR.json'], readFileSync(join(ROOT, 'node_modules/@sveltia/cms/locales/pt-BR.json')));
  });

  test('a version that names its interface text otherwise fails the build', async () => {
    const cdn = CDN_LOCALES.exec(original)![1];
    for (const changed of [
      original.replace(CDN_LOCALES, `\`\${${cdn}}@\${x}/i18n\``),
      original.replace(CDN_LOCALES, `\`\${${cdn}}/locales\``),
      original.replace(CDN_LOCALES, '`https://unpkg.com/@sveltia/cms@0.300.0/locales`'),
    ])
      await assert.rejects(selfHostedLocales(changed), /its interface text/);
  });
});
