// The `_headers` file that Netlify and Cloudflare Pages read (and the preview server): a path, then
// its headers indented below it, one `Name: value` a line.
import type { HeaderRule } from './headerRules';

export function headersFile(rules: readonly HeaderRule[]): string {
  return rules.map(({ path, headers }) => `${path}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`).join('\n') + '\n';
}

/** The rules of a `_headers` file; comment and blank lines are skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}
