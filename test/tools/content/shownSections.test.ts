import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_LANGUAGE } from '../../../src/lib/editions';
import { dataText } from '../../../tools/content/dataFiles';
import { shownSectionIds } from '../../../tools/content/shownSections';
import { checkedPages } from '../../../tools/content/sitePages';
import { checkedContent } from '../../../tools/content/source';
import { collectionsWithWorkshops, WORKSHOPS_SECTION } from '../../support/addedSection';
import { contentFolder, staticDirOf } from '../../support/content';

// The sections are learnt from the data (the navigation, and the data file of each section an owner
// declared, src/collections/workshops.ts for docs/content.md's recipe), not from the page's registry.
describe("a Markdown link to a home page's section: to those the page shows, an added one too", async () => {
  const collections = await collectionsWithWorkshops();
  const dir = contentFolder();
  const staticDir = staticDirOf(dir);
  const content = await checkedContent(dir, staticDir);
  mkdirSync(join(dir, 'notes'));
  const facts = 'title: Uma nota\ndate: 2026-10-14\nsummary: Do que ela trata.\ntags: [CSS]';
  writeFileSync(join(dir, 'notes', 'falas.md'), `---\n${facts}\n---\n\n## Texto\n\nVeja [as oficinas](/#${WORKSHOPS_SECTION}).\n`);
  const workshops = join(dir, 'workshops.yaml');
  const shown = () => shownSectionIds(dir, collections);
  const pages = async () => checkedPages(dir, content, [DEFAULT_LANGUAGE], staticDir, { sections: await shown() });
  const navigation = content.homeSections.map(({ id }) => id);

  test('with its data file, the section is shown where it says, and a link may lead to it', async () => {
    writeFileSync(workshops, dataText({ section: { after: 'experiencia', label: 'Oficinas' }, workshops: [] }));
    const after = navigation.indexOf('experiencia') + 1;
    assert.deepEqual(await shown(), [...navigation.slice(0, after), WORKSHOPS_SECTION, ...navigation.slice(after)]);
    assert.deepEqual(
      (await pages()).notes[DEFAULT_LANGUAGE].map(({ slug }) => slug),
      ['falas'],
    );
  });

  test('after a section the page does not show, it goes last', async () => {
    writeFileSync(workshops, dataText({ section: { after: 'secao-que-nao-existe', label: 'Oficinas' }, workshops: [] }));
    assert.deepEqual(await shown(), [...navigation, WORKSHOPS_SECTION]);
  });

  test('without it, the page does not show the section, and the link is refused', async () => {
    rmSync(workshops, { force: true });
    assert.deepEqual(await shown(), navigation);
    await assert.rejects(pages(), /notes\/falas\.md:\d+: .*não tem a seção #oficinas/);
  });

  test("without the collection's declaration, its data file shows nothing", async () => {
    writeFileSync(workshops, dataText({ section: { after: 'experiencia', label: 'Oficinas' }, workshops: [] }));
    assert.deepEqual(await shownSectionIds(dir), navigation);
  });
});
