// The module hooks of demoContent.ts: a content module of src/content/ resolves to the demo fixture's
// module of the same path; types.ts, and what the fixture does not have, stay where they are.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let site = '';
let demo = '';

export function initialize(data) {
  ({ site, demo } = data);
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (!resolved.url.startsWith(site)) return resolved;
  const inside = resolved.url.slice(site.length);
  if (inside === 'types.ts' || !existsSync(fileURLToPath(demo + inside))) return resolved;
  return { ...resolved, url: demo + inside };
}
