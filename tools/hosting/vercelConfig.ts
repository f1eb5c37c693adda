/**
 * `vercel.json` for a deployment of `dist/` itself (`vercel deploy dist`, where it is the project's
 * root): the site's headers, and addresses without `.html` as every other host serves them (a trailing slash is left as
 * asked: `/en/` is the English edition's canonical address). Vercel
 * answers unknown paths with the root's 404.html, which sends an address under another edition on to
 * that edition's not-found page (src/app/startup/headBootstrap.ts).
 */
import type { HeaderRule } from './headerRules';

export interface VercelConfig {
  cleanUrls: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** A rule's path in Vercel's pattern syntax (path-to-regexp): `*` is the group `(.*)`. */
export const vercelSource = (path: string) => path.replace(/\*/g, '(.*)');

export function vercelConfig(rules: readonly HeaderRule[]): VercelConfig {
  return {
    cleanUrls: true,
    headers: rules.map(({ path, headers }) => ({ source: vercelSource(path), headers: headers.map(([key, value]) => ({ key, value })) })),
  };
}
