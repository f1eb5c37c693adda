// The CV read by a person: no text under 9.5 pt, the demo's CV on one page, the profile's paragraphs set
// apart, and no paragraph ending on a line of one word.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Language } from '../../../src/lib/editions';
import type { SiteContent } from '../../../tools/content/source';
import { CV_LABELS } from '../../../tools/cv/labels';
import { renderCvPdf } from '../../../tools/cv/renderPdf';
import { themeColors } from '../../../tools/identity/site';
import { siteContent, siteTranslation } from '../../support/content';
import { allElements, readTagged, type TaggedElement } from '../../support/taggedPdf';

const SITE = 'http://localhost:4173';
const MIN_SIZE = 9.5;
const editions: [Language, SiteContent][] = [
  ['pt-BR', siteContent],
  ...(siteTranslation ? [['en', siteTranslation] as [Language, SiteContent]] : []),
];
const render = async (content: SiteContent, language: Language) =>
  readTagged(await renderCvPdf(content, language, SITE, (await themeColors()).light, undefined));
const paragraphsOf = (elements: TaggedElement[]) => allElements(elements).filter((element) => element.role === 'P');
/** Paragraphs whose last line is one word: the line before it could have taken it. */
const widows = (elements: TaggedElement[]) =>
  paragraphsOf(elements)
    .filter(({ lines }) => lines.length > 1 && lines.at(-1)!.trim().split(/\s+/).length < 2)
    .map(({ lines }) => lines.join(' / '));

for (const [language, content] of editions) {
  describe(`the ${language} CV, read`, () => {
    test(`no text under ${MIN_SIZE} pt, and the demo's CV on one page, with no paragraph ending on one word`, async () => {
      const pdf = await render(content, language);
      assert.ok(Math.min(...pdf.sizes) >= MIN_SIZE - 0.01, `text at ${Math.min(...pdf.sizes)} pt`);
      assert.equal(pdf.pages, 1);
      assert.deepEqual(widows(pdf.trees), []);
    });

    test('the profile’s paragraphs are set apart: more space between them than between their lines', async () => {
      const pdf = await render(content, language);
      const profile = allElements(pdf.trees).find(
        (element) => element.role === 'Sect' && element.children[0]?.lines.join(' ') === CV_LABELS[language].profile,
      );
      const paragraphs = paragraphsOf(profile?.children ?? []);
      assert.equal(paragraphs.length, content.biography.length);
      // The distance from one line's baseline to the next, within the CV's paragraphs.
      const pitches = paragraphsOf(pdf.trees).flatMap(({ baselines }) =>
        baselines.slice(1).map((baseline, index) => baselines[index] - baseline),
      );
      const pitch = Math.max(...pitches);
      for (const [index, paragraph] of paragraphs.slice(1).entries()) {
        const gap = paragraphs[index].baselines.at(-1)! - paragraph.baselines[0];
        assert.ok(gap >= pitch + 3, `${gap.toFixed(1)} pt between paragraphs, ${pitch.toFixed(1)} pt between lines`);
      }
    });
  });
}

describe('a paragraph’s last line', () => {
  test('is never one word, whatever the paragraph’s length', async () => {
    // A paragraph a word longer each time: one of them starts a new line with one word, unless its last two words are kept together.
    const words = siteContent.biography.join(' ').split(/\s+/);
    const biography = Array.from({ length: 24 }, (_, index) => words.slice(0, 12 + index).join(' '));
    const pdf = await render({ ...siteContent, biography }, 'pt-BR');
    assert.deepEqual(widows(pdf.trees), []);
  });
});
