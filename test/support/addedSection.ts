// A section an owner adds (docs/content.md, "Add a section"), made outside the repository for tests of
// how every reader of the collections finds it: its declaration, as src/collections/talks.ts would be
// (in a collections folder of its own, which tools/content/collections.ts loads as it loads
// src/collections/), and a component reading `site:content/talks` with a registry that imports it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCollections } from '../../tools/content/collections';
import { ROOT } from '../../tools/projectPaths';
import { temporaryFolder } from '../../scripts/temporaryFolder';

/** A talk as the collection's schema wants it. */
export const TALK = {
  id: 'teclado-primeiro',
  title: 'O teclado primeiro',
  event: 'Frontend Recife',
  year: 2026,
  url: 'https://example.org/talk',
};

/** Its anchor id, which the navigation may list and its data file's `section` places. */
export const TALKS_SECTION = 'palestras';

const rule = (name: string) => JSON.stringify(join(ROOT, 'src/collections/rules', name));

/** A collections folder holding the talks collection only: a section of its own, `palestras`. */
export function talksCollectionFolder(): string {
  const dir = temporaryFolder('collections-');
  writeFileSync(
    join(dir, 'talks.ts'),
    [
      `import { z } from 'zod';`,
      `import { defineCollection } from ${rule('defineCollection')};`,
      `import { httpsUrl, slug, text } from ${rule('fields')};`,
      `import { placement } from ${rule('placement')};`,
      // Named for the editor as the recipe's (docs/content.md, "Add a section"): in its own metadata.
      `const talk = z.strictObject({ id: slug.meta({ title: 'Identificador' }), title: text.meta({ title: 'Título' }), event: text.meta({ title: 'Evento' }), year: z.number().int().meta({ title: 'Ano' }), url: httpsUrl.meta({ title: 'Link da palestra' }) });`,
      `const talksFile = () => z.strictObject({ section: placement.meta({ title: 'Seção' }), talks: z.array(talk).meta({ title: 'Palestras' }) });`,
      `export const collection = defineCollection({ file: 'talks', label: { 'pt-BR': 'Palestras', en: 'Talks' }, section: ${JSON.stringify(TALKS_SECTION)}, schema: talksFile });`,
      '',
    ].join('\n'),
  );
  return dir;
}

/** The site's collections and the talks one: what the build sees once an owner declared it. */
export const collectionsWithTalks = async () => [...(await loadCollections()), ...(await loadCollections(talksCollectionFolder()))];

/** The registry file of a site with the talks section; its component reads `site:content/talks`. */
export function talksRegistry(): string {
  const dir = temporaryFolder('section-');
  writeFileSync(
    join(dir, 'TalksSection.tsx'),
    [
      `import { talks } from 'site:content/talks';`,
      `export function TalksSection() { return <ul>{talks.map((talk: { id: string; title: string }) => <li key={talk.id}>{talk.title}</li>)}</ul>; }`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'registry.ts'),
    `import { TalksSection } from './TalksSection';\nexport const components = { ${TALKS_SECTION}: TalksSection };\n`,
  );
  return join(dir, 'registry.ts');
}
