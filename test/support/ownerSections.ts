/**
 * The bytes an owner's own sections add to the page's script: a section registered in
 * src/pages/sectionRegistry.ts that the demo does not have (docs/content.md, "Add a section"). The
 * budgets hold the template to its figures on the demo; these bytes are the owner's, printed with their
 * figure and never counted against them (test/tools/production/budget.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../tools/projectPaths';

const SECTION_REGISTRY = join(ROOT, 'src/pages/sectionRegistry.ts');

const DATA_IMPORT = /from ['"]site:content\/([\w-]+)['"]/g;
const LOCAL_IMPORT = /^import\s[^'"]*from\s+['"](\.[^'"]+)['"]/gm;

/**
 * The components of the sections the registry imports that read a data file the content folder `dir`
 * (the demo's) does not have: an owner's section, whose data only her own content holds.
 */
export function addedSectionFiles(dir: string, registry = SECTION_REGISTRY): string[] {
  const own = new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => name.slice(0, -'.yaml'.length)),
  );
  return [...readFileSync(registry, 'utf8').matchAll(LOCAL_IMPORT)]
    .map(([, specifier]) => ['.tsx', '.ts'].map((extension) => resolve(dirname(registry), `${specifier}${extension}`)).find(existsSync))
    .filter((file): file is string => file !== undefined)
    .filter((file) => [...readFileSync(file, 'utf8').matchAll(DATA_IMPORT)].some(([, name]) => !own.has(name)));
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one segment of a source map's `mappings` (base64 VLQ), each a delta. */
function segmentFields(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * The gzip bytes that the modules `files` (absolute) add to the script `file`, read from its source map
 * (`file.map`, as the build writes it): the script's gzip size less that of the script with every
 * stretch the map gives to one of them taken out.
 */
export function gzipShareOf(file: string, files: readonly string[]): number {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const theirs = new Set(map.sources.flatMap((source, index) => (files.includes(resolve(dirname(file), source)) ? [index] : [])));
  if (theirs.size === 0) return 0;
  const lines = code.split('\n');
  let source = 0;
  const kept = map.mappings.split(';').map((mapping, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    // Each stretch of the line, from a segment to the next, and the source it comes from (none: the bundle's own).
    const stretches: { start: number; source: number | null }[] = [];
    for (const segment of mapping.split(',').filter(Boolean)) {
      const fields = segmentFields(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      stretches.push({ start: column, source: fields.length > 1 ? source : null });
    }
    const parts = [text.slice(0, stretches[0]?.start ?? text.length)];
    stretches.forEach(({ start, source: from }, index) => {
      if (from === null || !theirs.has(from)) parts.push(text.slice(start, stretches[index + 1]?.start ?? text.length));
    });
    return parts.join('');
  });
  return gzipSync(code).length - gzipSync(kept.join('\n')).length;
}
