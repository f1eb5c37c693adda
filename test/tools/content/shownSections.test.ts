import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_LANGUAGE } from '../../../src/lib/editions';
import { dataText } from '../../../tools/content/dataFiles';
import { shownSectionIds } from '../../../tools/content/shownSections';
import { checkedPages } from '../../../tools/content/sitePages';
import { checkedContent } from '../../../tools/content/source';
import { ROOT } from '../../../tools/projectPaths';
import { temporaryFolder } from '../../../scripts/temporaryFolder';
import { contentFolder, staticDirOf } from '../../support/content';

/**
 * A registry as src/pages/sectionRegistry.ts is, with a section an owner added (docs/content.md, "Add a
 * section"): a component for each entry of the navigation, and the talks section, placed by its data file.
 */
function talksPageRegistry(): string {
  const dir = temporaryFolder('registry-');
  writeFileSync(
    join(dir, 'TalksSection.tsx'),
    `import { section } from 'site:content/talks';\nexport function TalksSection() { return null; }\nTalksSection.placement = section;\n`,
  );
  writeFileSync(
    join(dir, 'registry.ts'),
    [
      `import { homeSections } from 'site:content/navigation';`,
      `import { orderSections } from ${JSON.stringify(join(ROOT, 'src/pages/sectionOrder'))};`,
      `import { TalksSection } from './TalksSection';`,
      `const components = { ...Object.fromEntries(homeSections.map(({ id }) => [id, () => null])), palestras: TalksSection };`,
      `export const sectionRegistry = orderSections(homeSections, components);`,
      '',
    ].join('\n'),
  );
  return join(dir, 'registry.ts');
}

describe("a Markdown link to a home page's section: to those the page shows, an added one too", async () => {
  const registry = talksPageRegistry();
  const dir = contentFolder();
  const staticDir = staticDirOf(dir);
  const content = await checkedContent(dir, staticDir);
  mkdirSync(join(dir, 'notes'));
  const facts = 'title: Uma nota\ndate: 2026-10-14\nsummary: Do que ela trata.\ntags: [CSS]';
  writeFileSync(join(dir, 'notes', 'falas.md'), `---\n${facts}\n---\n\n## Texto\n\nVeja [as palestras](/#palestras).\n`);
  const talks = join(dir, 'talks.yaml');
  const pages = async () => checkedPages(dir, content, [DEFAULT_LANGUAGE], staticDir, { sections: await shownSectionIds(dir, registry) });
  const navigation = content.homeSections.map(({ id }) => id);

  test('with its data file, the section is shown where it says, and a link may lead to it', async () => {
    writeFileSync(talks, dataText({ section: { after: 'experiencia', label: 'Palestras' }, talks: [] }));
    const ids = await shownSectionIds(dir, registry);
    const after = navigation.indexOf('experiencia') + 1;
    assert.deepEqual(ids, [...navigation.slice(0, after), 'palestras', ...navigation.slice(after)]);
    assert.deepEqual(
      (await pages()).notes[DEFAULT_LANGUAGE].map(({ slug }) => slug),
      ['falas'],
    );
  });

  test('without it, the page does not show the section, and the link is refused', async () => {
    rmSync(talks, { force: true });
    assert.deepEqual(await shownSectionIds(dir, registry), navigation);
    await assert.rejects(pages(), /notes\/falas\.md:\d+: .*não tem a seção #palestras/);
  });
});
