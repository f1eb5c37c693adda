// Each build carries only what it can run (issue 39): the consent notice and Google's tag only with a
// measurement id, the link to the other edition only with a translation, the pages made from Markdown
// only when the owner wrote some (src/app/buildParts.tsx). Each absence is checked
// beside the build that has the code, so the test cannot pass by looking for the wrong thing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { consentUi } from '../../../src/catalogues/consent/pt-BR';
import { GTAG_ORIGIN } from '../../../src/lib/analytics';
import { buildVariant } from '../../support/builds';
import {
  contentFolder,
  copyMarkdownPages,
  copyTranslationModules,
  siteCaseStudies,
  siteNotes,
  siteTranslation,
} from '../../support/content';
import { assetsOf, dist, scriptGraph } from '../../support/dist';

/** Every script of the home page's code: what it starts with and what it may load later. */
function scriptOf(site: string): string {
  const { start, later } = scriptGraph(assetsOf(readFileSync(join(site, 'index.html'), 'utf8')).script, site);
  return [...start, ...later].map((url) => readFileSync(join(site, url), 'utf8')).join('\n');
}

describe('what a build leaves out', () => {
  test('without a measurement id: no consent notice, no Consent Mode, no tag', () => {
    const traces = [`"${consentUi.accept}"`, GTAG_ORIGIN, 'consent__text'];
    const measured = scriptOf(buildVariant({ GA_MEASUREMENT_ID: 'G-TEST123' }));
    assert.deepEqual(
      traces.filter((trace) => measured.includes(trace)),
      traces,
      'the build with an id has them',
    );
    assert.deepEqual(
      traces.filter((trace) => scriptOf(dist).includes(trace)),
      [],
    );
  });

  test('without a translation: no link to another edition', { skip: siteTranslation === null && 'the content has no translation' }, () => {
    const folder = contentFolder();
    copyMarkdownPages(folder, { english: false });
    const trace = 'nav-list__edition';
    assert.ok(scriptOf(dist).includes(trace), 'the build with a translation has it');
    assert.ok(!scriptOf(buildVariant({}, folder)).includes(trace));
  });

  const hasPages = siteCaseStudies.length > 0 || siteNotes['pt-BR'].length > 0;
  test(
    'without case studies or notes: no code of the pages made from Markdown',
    { skip: !hasPages && 'the content has no such page' },
    () => {
      // The class of the element that shows such a page (src/pages/PrerenderedPage.tsx).
      const trace = '"prerendered"';
      assert.ok(scriptOf(dist).includes(trace), 'the build with pages has it');
      // The content with its translation, without its Markdown: the site caseStudies.test.ts builds too, so one build.
      const folder = contentFolder();
      copyTranslationModules(folder);
      assert.ok(!scriptOf(buildVariant({}, folder)).includes(trace));
    },
  );
});
