/**
 * docs/content.md's recipe "Add a section", followed to the letter in a fork (issue 45): each code
 * block of that part of the page names its file in its info string (`yaml src/content/talks.yaml`), and how
 * it goes there: a new file; `append`; `after:` or `before:` the first line that starts with the rest;
 * `remove`: its lines go from the file, where they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const RECIPE_PAGE = 'docs/content.md';
const RECIPE_HEADING = '## Add a section';

export interface RecipeBlock {
  file: string;
  /** null: a new file. */
  place: { kind: 'append' } | { kind: 'remove' } | { kind: 'after' | 'before'; prefix: string } | null;
  code: string;
}

/** The recipe's blocks, in the page's order. */
export function recipeBlocks(page: string): RecipeBlock[] {
  const section = page.slice(page.indexOf(RECIPE_HEADING)).split(/\n## /)[0];
  const blocks: RecipeBlock[] = [];
  const lines = section.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const fence = /^( *)```\w+ (\S+)(?: (.*))?$/.exec(lines[index]);
    if (!fence) continue;
    const [, indent, file, where] = fence;
    const code: string[] = [];
    while (!/^ *```$/.test(lines[++index])) code.push(lines[index].startsWith(indent) ? lines[index].slice(indent.length) : lines[index]);
    const place = /^(after|before):(.*)$/.exec(where ?? '');
    blocks.push({
      file,
      place:
        where === 'append' || where === 'remove'
          ? { kind: where }
          : place
            ? { kind: place[1] as 'after' | 'before', prefix: place[2] }
            : null,
      code: code.join('\n'),
    });
  }
  return blocks;
}

/** Follows the recipe in the repository copy `dir`; what it would add and is there already is left as it is. */
export function followSectionRecipe(dir: string): void {
  for (const { file, place, code } of recipeBlocks(readFileSync(join(dir, RECIPE_PAGE), 'utf8'))) {
    const path = join(dir, file);
    if (place === null) {
      // A folder the fork does not have is an edition it does not have: the English twin waits for en/.
      if (existsSync(dirname(path))) writeFileSync(path, `${code}\n`);
      continue;
    }
    // Nothing to change in a file the fork does not have (an English label without that edition).
    if (place.kind !== 'append' && !existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    if (place.kind === 'remove') {
      const gone = new Set(code.split('\n'));
      writeFileSync(
        path,
        text
          .split('\n')
          .filter((line) => !gone.has(line))
          .join('\n'),
      );
      continue;
    }
    // Already there: an owner who followed the recipe runs `npm test`, whose fork follows it again.
    if (text.includes(code)) continue;
    if (place.kind === 'append') {
      writeFileSync(path, `${text.trimEnd()}\n\n${code}\n`);
      continue;
    }
    const lines = text.split('\n');
    const at = lines.findIndex((line) => line.startsWith(place.prefix));
    if (at < 0)
      throw new Error(`${RECIPE_PAGE}: ${file} has no line that starts with ${JSON.stringify(place.prefix)}: the recipe is out of date`);
    lines.splice(place.kind === 'after' ? at + 1 : at, 0, code);
    writeFileSync(path, lines.join('\n'));
  }
}
