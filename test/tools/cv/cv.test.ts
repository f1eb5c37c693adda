// The CV files of the production build, read as a recruiter's tools read them: the PDF with
// pdf.js (text, links, fonts, metadata), the JSON Resume against its published schema.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { sectionsUi as en } from '../../../src/catalogues/sections/en';
import { sectionsUi as pt } from '../../../src/catalogues/sections/pt-BR';
import { SKILL_CATEGORIES } from '../../../src/collections/rules/categories';
import type { Skill } from '../../../src/collections/skills';
import { cvPaths } from '../../../src/lib/cv';
import { displayedPeriod } from '../../../src/lib/period';
import type { Language } from '../../../src/lib/editions';
import { groupSkills, skillGroups } from '../../../src/lib/skills';
import { SkillsSection } from '../../../src/sections/SkillsSection';
import { checkedContent } from '../../../tools/content/source';
import { contentDate } from '../../../tools/cv/contentDate';
import { jsonResume } from '../../../tools/cv/jsonResume';
import { renderCvPdf } from '../../../tools/cv/renderPdf';
import { themeColors } from '../../../tools/identity/site';
import type { SiteContent } from '../../../tools/content/source';
import { buildVariant } from '../../support/builds';
import { OWNER_FIXTURE, siteContent, siteTranslation, staticDirOf, TESTED_CONTENT_DIR } from '../../support/content';
import { decodeHtml, dist } from '../../support/dist';

const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void;
};
const SITE = 'http://localhost:4173';
const MAX_BYTES = 150_000;
const editions: [Language, SiteContent][] = [
  ['pt-BR', siteContent],
  ...(siteTranslation ? [['en', siteTranslation] as [Language, SiteContent]] : []),
];

async function readPdf(bytes: Buffer) {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  const links: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    text += `${items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
    for (const annotation of await page.getAnnotations()) if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
  }
  const info = (await document.getMetadata()).info as Record<string, string>;
  // How far down the last page its text reaches (a text item's transform ends with its baseline, from the bottom).
  const last = await document.getPage(document.numPages);
  const baselines = (await last.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim() ? [item.transform[5] as number] : [],
  );
  const lastPageFill = (last.view[3] - Math.min(...baselines)) / last.view[3];
  return { pages: document.numPages, text: text.replace(/\s+/g, ' '), links, info, lastPageFill };
}

const pdfOf = (dir: string, language: Language) => readFileSync(join(dir, cvPaths(language).pdf));

for (const [language, content] of editions) {
  describe(`the CV of the ${language} edition`, () => {
    const bytes = pdfOf(dist, language);
    const titles = (language === 'en' ? en : pt).skills.groups;

    test('a text PDF of at most 2 pages and 150 KB: name, e-mail, every experience, project and skill group', async () => {
      const pdf = await readPdf(bytes);
      assert.ok(pdf.pages <= 2, `${pdf.pages} pages`);
      assert.ok(bytes.length <= MAX_BYTES, `${bytes.length} B`);
      const expected = [
        content.owner.name,
        content.owner.email,
        ...content.experiences.flatMap((experience) => [experience.title, experience.company, displayedPeriod(experience.period)]),
        ...content.projects.map((project) => project.title),
        ...groupSkills(content.skills, skillGroups).map(({ group }) => titles[group.category]),
      ];
      assert.deepEqual(
        expected.filter((text) => !pdf.text.includes(text)),
        [],
      );
    });

    test('balanced: one page, or a second one at least 40 % full', async () => {
      const { pages, lastPageFill } = await readPdf(bytes);
      assert.ok(pages === 1 || lastPageFill >= 0.4, `${pages} pages, the last ${Math.round(lastPageFill * 100)} % full`);
    });

    test('its links are link annotations to the right addresses', async () => {
      const { links } = await readPdf(bytes);
      const expected = [
        `mailto:${content.owner.email}`,
        content.owner.githubUrl,
        content.owner.linkedinUrl,
        ...content.projects.flatMap((project) => [project.githubUrl, project.demoUrl].filter(Boolean)),
      ];
      // As a browser reads them: `https://host` is `https://host/`.
      const normalized = new Set(links.map((url) => new URL(url).href));
      assert.deepEqual(
        expected.filter((url) => !normalized.has(new URL(url).href)),
        [],
      );
    });

    test('every font is embedded; the metadata names the document, its author, its language and its content’s date', async () => {
      const raw = bytes.toString('latin1');
      const descriptors = raw.match(/\/Type \/FontDescriptor/g) ?? [];
      assert.ok(descriptors.length >= 2, 'regular and bold');
      assert.equal((raw.match(/\/FontFile2 /g) ?? []).length, descriptors.length, 'a font without its file');
      assert.doesNotMatch(raw, /\/BaseFont \/(Helvetica|Times|Courier)/);
      const { info } = await readPdf(bytes);
      assert.ok(info.Title?.startsWith(content.owner.name), info.Title);
      assert.equal(info.Author, content.owner.name);
      assert.match(raw, new RegExp(`/Lang \\(${language}\\)`));
      const created = await contentDate(TESTED_CONTENT_DIR);
      assert.equal(
        info.CreationDate,
        created && `D:${created.toISOString().replace(/\D/g, '').slice(0, 14)}Z`,
        'not the content’s last change',
      );
    });

    test('resume.json validates against the JSON Resume schema, with the content’s values', async () => {
      const resume = JSON.parse(readFileSync(join(dist, cvPaths(language).json), 'utf8'));
      const errors = await new Promise((resolve) => validate(resume, (error) => resolve(error)));
      assert.equal(errors, null, JSON.stringify(errors));
      assert.equal(resume.basics.name, content.owner.name);
      assert.equal(resume.basics.email, content.owner.email);
      assert.deepEqual(
        resume.work.map((work: { position: string; name: string }) => [work.position, work.name]),
        content.experiences.map((experience) => [experience.title, experience.company]),
      );
      // Technologies as keywords, which the schema allows on an entry: highlights would come back as description (tools/resumeImport/).
      assert.deepEqual(
        resume.work.map((work: { keywords: string[] }) => work.keywords),
        content.experiences.map((experience) => experience.technologies),
      );
      assert.deepEqual(
        resume.projects.map((project: { name: string }) => project.name),
        content.projects.map((project) => project.title),
      );
    });

    test('built without SITE_URL, as this site is, neither file names an address of the site: never the assumed localhost', async () => {
      const { text, links } = await readPdf(bytes);
      assert.doesNotMatch(text, /localhost/);
      assert.deepEqual(
        links.filter((url) => url.includes('localhost')),
        [],
      );
      const resume = readFileSync(join(dist, cvPaths(language).json), 'utf8');
      assert.doesNotMatch(resume, /localhost/);
      const { basics, meta } = JSON.parse(resume);
      assert.deepEqual(['url' in basics, 'image' in basics, 'canonical' in meta], [false, false, false]);
    });
  });
}

describe("the site's address, with SITE_URL", () => {
  const OWN_SITE = 'https://ana.example';

  test('the CV shows it among the contacts, as a link; without SITE_URL, not at all', async () => {
    const palette = (await themeColors()).light;
    const shown = await readPdf(await renderCvPdf(siteContent, 'pt-BR', OWN_SITE, palette, undefined));
    assert.match(shown.text, /ana\.example/);
    assert.ok(shown.links.includes(`${OWN_SITE}/`), shown.links.join(' '));
    const without = await readPdf(await renderCvPdf(siteContent, 'pt-BR', undefined, palette, undefined));
    assert.doesNotMatch(without.text, /ana\.example|localhost/);
    assert.equal(without.links.length, shown.links.length - 1);
  });

  test("resume.json names the site, the photo and itself at SITE_URL's address", () => {
    const { basics, meta } = jsonResume(siteContent, 'pt-BR', OWN_SITE);
    assert.equal(basics.url, `${OWN_SITE}/`);
    assert.equal(meta.canonical, `${OWN_SITE}${cvPaths('pt-BR').json}`);
    assert.equal(basics.image, `${OWN_SITE}${siteContent.owner.photo}`);
  });
});

describe('CV rendering', () => {
  test('another owner’s CV has none of the demo owner’s names', async () => {
    const previous = siteContent.owner;
    const next = await checkedContent(OWNER_FIXTURE, staticDirOf(OWNER_FIXTURE));
    const { text, links } = await readPdf(pdfOf(buildVariant({}, OWNER_FIXTURE), 'pt-BR'));
    assert.ok(text.includes(next.owner.name));
    for (const trace of [previous.name, previous.firstName, previous.email])
      assert.ok(!text.includes(trace) && !links.some((link) => link.includes(trace)), trace);
  });
});

describe('a skill of every category the content schema allows', () => {
  const nameOf = (category: string) => `Habilidade ${category}`;
  const skills: Skill[] = SKILL_CATEGORIES.map((category) => ({ id: category, name: nameOf(category), percentage: 50, category }));

  test('is shown under “Todas”, under its category’s title, in the schema’s order', () => {
    const html = decodeHtml(renderToStaticMarkup(createElement(SkillsSection, { id: 'habilidades-tecnicas', skills })));
    const groups = [...html.matchAll(/class="skill-group__title">([^<]+)<\/h3>(.*?)<\/ul>/gs)].map(([, title, list]) => [
      title,
      [...list.matchAll(/class="skill__name">([^<]+)</g)].map(([, name]) => name),
    ]);
    assert.deepEqual(
      groups,
      SKILL_CATEGORIES.map((category) => [pt.skills.groups[category], [nameOf(category)]]),
    );
  });

  for (const [language, content] of editions) {
    const titles = (language === 'en' ? en : pt).skills.groups;
    const withSkills = { ...content, skills };

    test(`${language}: is in resume.json and in the CV, under its category’s title`, async () => {
      assert.deepEqual(
        jsonResume(withSkills, language, SITE).skills,
        SKILL_CATEGORIES.map((category) => ({ name: titles[category], keywords: [nameOf(category)] })),
      );
      const { text } = await readPdf(await renderCvPdf(withSkills, language, SITE, (await themeColors()).light, undefined));
      // The label and its colon are text items of their own: pdf.js joins them with a space.
      const joined = text.replaceAll(' : ', ': ');
      const lines = SKILL_CATEGORIES.map((category) => `${titles[category]}: ${nameOf(category)}`);
      assert.deepEqual(
        lines.filter((line) => !joined.includes(line)),
        [],
      );
    });
  }
});
