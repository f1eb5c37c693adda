/**
 * What Marina's fork must show once made (scripts/testRunners/forkSteps.ts), checked before her tests
 * run: the path issue 70 asks of her, taken whole. Without it, a step that silently did nothing (an
 * import that kept the demo's notes, a recipe block that no longer matched its line) would leave a fork
 * that passes by being the demo.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

/** Every file under `dir`, relative to it and sorted; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** What the fork in `dir` lacks of its owner's path, one line each; none when it is all there. */
export function ownerPathProblems(dir: string, fixtures: string): string[] {
  const problems: string[] = [];
  const content = join(dir, 'src/content');
  const pictures = filesUnder(join(dir, 'static/images'));
  const hers = filesUnder(join(fixtures, 'static/images'));
  if (pictures.join('\n') !== hers.join('\n'))
    problems.push(`static/images/ holds ${pictures.join(', ') || 'nothing'}, not her pictures alone (${hers.join(', ')})`);
  // Her notes, her case studies (a project's Markdown) and her English edition: none, the demo's gone with the import.
  for (const folder of ['notes', 'projects', 'en'])
    if (filesUnder(join(content, folder)).length > 0) problems.push(`src/content/${folder}/ is still there`);
  for (const file of ['src/content/talks.yaml', 'src/collections/talks.ts', 'src/sections/TalksSection.tsx'])
    if (!existsSync(join(dir, file))) problems.push(`${file}: the recipe did not write it`);
  if (!readFileSync(join(dir, 'src/pages/sectionRegistry.ts'), 'utf8').includes('TalksSection'))
    problems.push('src/pages/sectionRegistry.ts: TalksSection is not registered');
  const { homeSections } = parse(readFileSync(join(content, 'navigation.yaml'), 'utf8')) as { homeSections: { id: string }[] };
  const ids = homeSections.map(({ id }) => id);
  if (ids.includes('habilidades-tecnicas')) problems.push('src/content/navigation.yaml: habilidades-tecnicas is not left out');
  if (!(ids.indexOf('contato') >= 0 && ids.indexOf('contato') < ids.indexOf('experiencia')))
    problems.push(`src/content/navigation.yaml: contato is not moved before experiencia (${ids.join(', ')})`);
  return problems;
}
