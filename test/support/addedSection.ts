// A section an owner adds (docs/content.md, "Add a section"), made outside the repository for tests of
// how the build finds its data file's schema: a component exporting `talksSchema`, and a registry that
// imports it, as src/pages/sectionRegistry.ts would.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../tools/projectPaths';
import { temporaryFolder } from '../../scripts/temporaryFolder';

/** A talk as the section's schema wants it. */
export const TALK = {
  id: 'teclado-primeiro',
  title: 'O teclado primeiro',
  event: 'Frontend Recife',
  year: 2026,
  url: 'https://example.org/talk',
};

/** The registry file of a site with the talks section; its component reads `site:content/talks`. */
export function talksRegistry(): string {
  const dir = temporaryFolder('section-');
  const fields = join(ROOT, 'src/collections/fields');
  writeFileSync(
    join(dir, 'TalksSection.tsx'),
    [
      `import { z } from 'zod';`,
      `import { talks } from 'site:content/talks';`,
      `import { httpsUrl, slug, text } from ${JSON.stringify(fields)};`,
      `export const talksSchema = () => z.object({ talks: z.array(z.object({ id: slug, title: text, event: text, year: z.number().int(), url: httpsUrl })) });`,
      `export function TalksSection() { return <ul>{talks.map((talk: { id: string; title: string }) => <li key={talk.id}>{talk.title}</li>)}</ul>; }`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'registry.ts'),
    `import { TalksSection } from './TalksSection';\nexport const components = { palestras: TalksSection };\n`,
  );
  return join(dir, 'registry.ts');
}
