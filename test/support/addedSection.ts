// A section an owner adds (docs/content.md, "Add a section"), made outside the repository for tests of
// how every reader of the collections finds it: its declaration, as src/collections/workshops.ts would be
// (in a collections folder of its own, which tools/content/collections.ts loads as it loads
// src/collections/), and a component reading `site:content/workshops` with a registry that imports it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCollections } from '../../tools/content/collections';
import { ROOT } from '../../tools/projectPaths';
import { temporaryFolder } from '../../scripts/temporaryFolder';

/** A workshop as the collection's schema wants it. */
export const WORKSHOP = {
  id: 'teclado-primeiro',
  title: 'O teclado primeiro',
  event: 'Frontend Recife',
  year: 2026,
  url: 'https://example.org/workshop',
};

/** Its anchor id, which the navigation may list and its data file's `section` places. */
export const WORKSHOPS_SECTION = 'oficinas';

const rule = (name: string) => JSON.stringify(join(ROOT, 'src/collections/rules', name));

/** A collections folder holding the workshops collection only: a section of its own, `oficinas`. */
export function workshopsCollectionFolder(): string {
  const dir = temporaryFolder('collections-');
  writeFileSync(
    join(dir, 'workshops.ts'),
    [
      `import { z } from 'zod';`,
      `import { defineCollection } from ${rule('defineCollection')};`,
      `import { httpsUrl, slug, text } from ${rule('fields')};`,
      `import { placement } from ${rule('placement')};`,
      // Named for the editor as the recipe's (docs/content.md, "Add a section"): in its own metadata.
      `const workshop = z.strictObject({ id: slug.meta({ title: 'Identificador' }), title: text.meta({ title: 'Título', translatable: true }), event: text.meta({ title: 'Evento' }), year: z.number().int().meta({ title: 'Ano' }), url: httpsUrl.meta({ title: 'Link da oficina' }) });`,
      `const talksFile = () => z.strictObject({ section: placement.meta({ title: 'Seção' }), workshops: z.array(workshop).meta({ title: 'Oficinas' }) });`,
      `export const collection = defineCollection({ file: 'workshops', label: { 'pt-BR': 'Oficinas', en: 'Workshops' }, section: ${JSON.stringify(WORKSHOPS_SECTION)}, schema: talksFile });`,
      '',
    ].join('\n'),
  );
  return dir;
}

/** The site's collections and the workshops one: what the build sees once an owner declared it. */
export const collectionsWithWorkshops = async () => [...(await loadCollections()), ...(await loadCollections(workshopsCollectionFolder()))];

/** The registry file of a site with the workshops section; its component reads `site:content/workshops`. */
export function workshopsRegistry(): string {
  const dir = temporaryFolder('section-');
  writeFileSync(
    join(dir, 'WorkshopsSection.tsx'),
    [
      `import { workshops } from 'site:content/workshops';`,
      `export function WorkshopsSection() { return <ul>{workshops.map((workshop: { id: string; title: string }) => <li key={workshop.id}>{workshop.title}</li>)}</ul>; }`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'registry.ts'),
    `import { WorkshopsSection } from './WorkshopsSection';\nexport const components = { ${WORKSHOPS_SECTION}: WorkshopsSection };\n`,
  );
  return join(dir, 'registry.ts');
}
