// The CV as a screen reader reads it (pdf.js's structure tree): a tagged PDF whose headings, paragraphs,
// lists and links are elements, every piece of text in one of them, in the edition's language, with
// its title and author in its information and in its XMP metadata.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Language } from '../../../src/lib/editions';
import type { SiteContent } from '../../../tools/content/source';
import { CV_LABELS } from '../../../tools/cv/labels';
import { renderCvPdf } from '../../../tools/cv/renderPdf';
import { themeColors } from '../../../tools/identity/site';
import { siteContent, siteTranslation } from '../../support/content';
import { allElements, readTagged } from '../../support/taggedPdf';

const SITE = 'http://localhost:4173';
const DATE = new Date('2026-03-04T05:06:07Z');
const editions: [Language, SiteContent][] = [
  ['pt-BR', siteContent],
  ...(siteTranslation ? [['en', siteTranslation] as [Language, SiteContent]] : []),
];
const render = async (content: SiteContent, language: Language) =>
  readTagged(await renderCvPdf(content, language, SITE, (await themeColors()).light, DATE));
const textOf = (element: { lines: string[] }) => element.lines.join(' ').trim();

for (const [language, content] of editions) {
  describe(`the ${language} CV, tagged`, () => {
    const labels = CV_LABELS[language];

    test('a Document of headings, paragraphs, lists and links, and no text outside them', async () => {
      const pdf = await render(content, language);
      assert.ok(pdf.marked, 'MarkInfo: not marked');
      assert.deepEqual(
        pdf.trees.map((tree) => tree.role),
        ['Document'],
      );
      const elements = allElements(pdf.trees);
      const roles = new Set(elements.map((element) => element.role));
      assert.deepEqual(
        ['H1', 'H2', 'H3', 'P', 'L', 'LI', 'LBody', 'Link', 'Sect'].filter((role) => !roles.has(role)),
        [],
      );
      assert.deepEqual(pdf.untagged, []);
      const headings = (role: string) => elements.filter((element) => element.role === role).map(textOf);
      assert.deepEqual(headings('H1'), [content.owner.name]);
      assert.deepEqual(headings('H2'), [
        labels.profile,
        labels.experience,
        labels.projects,
        labels.skills,
        ...(content.owner.education?.length ? [labels.education] : []),
        ...(content.owner.spokenLanguages?.length ? [labels.languages] : []),
      ]);
      assert.deepEqual(
        headings('H3'),
        content.experiences.map((experience) => `${experience.title} · ${experience.company}`),
      );
      const paragraphs = headings('P');
      assert.deepEqual(
        content.biography.filter((paragraph) => !paragraphs.includes(paragraph.replace(/\s+/g, ' '))),
        [],
        'a paragraph of the profile is not an element of its own',
      );
    });

    test('a link is an element with its text and its annotation', async () => {
      const links = allElements((await render(content, language)).trees).filter((element) => element.role === 'Link');
      assert.deepEqual(
        links.filter((link) => link.annotations !== 1 || !textOf(link)),
        [],
      );
      const texts = links.map(textOf);
      for (const text of [content.owner.email, 'GitHub', 'LinkedIn']) assert.ok(texts.includes(text), text);
      assert.equal(texts.filter((text) => text === labels.code).length, content.projects.length);
      assert.equal(texts.filter((text) => text === labels.demo).length, content.projects.filter((project) => project.demoUrl).length);
    });

    test('its language, title and author; the same in its XMP metadata, escaped', async () => {
      const headline = 'Dados & interfaces <rápidas>';
      const pdf = await render({ ...content, owner: { ...content.owner, headline } }, language);
      assert.equal(pdf.info.Language, language);
      assert.equal(pdf.info.Title, `${content.owner.name} | ${labels.document}`);
      assert.equal(pdf.info.Author, content.owner.name);
      assert.equal(pdf.info.Subject, headline);
      assert.ok(pdf.metadata, 'no XMP metadata, or not XML');
      assert.equal(pdf.metadata.get('dc:title'), pdf.info.Title);
      assert.equal(pdf.metadata.get('dc:description'), headline);
    });
  });
}
