// Where the CV's lines break, read back with pdf.js: between words, never at a hyphen the content does not
// have, and the contact line between its items.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CV_LABELS } from '../../../tools/cv/labels';
import { renderCvPdf } from '../../../tools/cv/renderPdf';
import { themeColors } from '../../../tools/identity/site';
import type { SiteContent } from '../../../tools/content/source';
import { siteContent } from '../../support/content';

const SITE = 'http://localhost:4173';
const PLACE_WORDS = 'Vila Nova da Conceição do Mato Dentro, Minas Gerais'.split(' ');
/** Longer and longer: the contact line breaks before GitHub, the site, the phone. */
const LOCATIONS = [4, 6, 8].map((words) => PLACE_WORDS.slice(0, words).join(' '));
const CONTACTS = { email: 'maria.eduarda.cavalcanti.albuquerque@exemplo.com.br', phoneDisplay: '+55 (31) 98765-4321' };
/** A tag as wide as a line and unbreakable (no space), longer and longer: the links after it wrap, one by one. */
const WIDE_TAGS = Array.from({ length: 26 }, (_, index) => `exemplo.com.br/${'a'.repeat(64 + 2 * index)}`);
const labels = CV_LABELS['pt-BR'];

/** The PDF's lines as pdf.js reads them: the text items on one baseline, joined. */
async function pdfLines(bytes: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    let baseline: number | undefined;
    for (const item of items) {
      if (!('str' in item) || !item.str) continue;
      // A text item's transform ends with its baseline's position.
      if (item.transform[5] === baseline) lines[lines.length - 1] += item.str;
      else lines.push(item.str);
      baseline = item.transform[5];
    }
  }
  await document.destroy();
  return lines;
}

const linesOf = async (content: SiteContent) => pdfLines(await renderCvPdf(content, 'pt-BR', SITE, (await themeColors()).light, undefined));

/** Lines that end with a hyphen added to a word: the content may have one ("RS -"), the layout adds none. */
function addedHyphens(lines: string[], content: SiteContent): string[] {
  const source = `${JSON.stringify(content)} ${SITE}`;
  return lines.filter((line) => line.endsWith('-') && !source.includes(line.slice(line.lastIndexOf(' ') + 1)));
}

describe('the CV’s line breaks', () => {
  for (const location of LOCATIONS) {
    test(`a contact line too long for one line (location “${location}”) wraps between whole items`, async () => {
      const content: SiteContent = { ...siteContent, owner: { ...siteContent.owner, ...CONTACTS, location } };
      const lines = await linesOf(content);
      const items = [location, CONTACTS.email, CONTACTS.phoneDisplay, new URL(SITE).host, 'GitHub', 'LinkedIn'];
      const head = lines.slice(0, lines.indexOf(labels.profile));
      const contactLines = head.filter((line) => items.some((item) => line.includes(item)));
      assert.ok(contactLines.length >= 2, `the contact line did not wrap: ${JSON.stringify(head)}`);
      assert.deepEqual(
        items.filter((item) => !contactLines.some((line) => line.includes(item))),
        [],
        `split over lines: ${JSON.stringify(contactLines)}`,
      );
      assert.deepEqual(
        contactLines.filter((line) => line.startsWith('·')),
        [],
        'a separator begins a line',
      );
      assert.deepEqual(addedHyphens(lines, content), []);
    });
  }

  test('where a project’s line of tags and links wraps, no hyphen is added', async () => {
    const projects = WIDE_TAGS.map((tag, index) => ({
      ...siteContent.projects[0],
      id: `projeto-${index}`,
      title: `Projeto ${index}`,
      description: 'Um projeto de exemplo.',
      tags: [tag],
      githubUrl: 'https://github.com/exemplo/projeto',
      demoUrl: 'https://exemplo.com.br/demo',
    }));
    const content: SiteContent = { ...siteContent, projects };
    const lines = await linesOf(content);
    const wrapped = [labels.code, labels.demo].filter((link) => lines.some((line) => line.replace(/^·\s*/, '').startsWith(link)));
    assert.deepEqual(wrapped, [labels.code, labels.demo], 'the links never went to the next line');
    assert.deepEqual(addedHyphens(lines, content), []);
  });
});
