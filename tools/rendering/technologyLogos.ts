// The symbols of the technology logos, drawn at build time from simple-icons (CC0) into each page's
// icon sprite: only the logos the content names, in the text's colour (fill="currentColor" comes
// from the stylesheet). A name simple-icons does not know gets a neutral code mark, and the build
// says which.
import * as simpleIcons from 'simple-icons';
// svgo's one-file build: the same optimize(), loaded in a tenth of the CPU time of its many modules.
import { optimize } from 'svgo/browser';
import { technologyLogoId } from '../../src/lib/technologyLogos';

interface Logo {
  slug: string;
  path: string;
}

const LOGOS = new Map(
  Object.values(simpleIcons as Record<string, unknown>)
    .filter((icon): icon is Logo => typeof icon === 'object' && icon !== null && 'slug' in icon && 'path' in icon)
    .map((icon) => [icon.slug, icon]),
);

/** Short names people write for a technology whose simple-icons slug is longer. */
const ALIASES: Record<string, string> = {
  tailwind: 'tailwindcss',
  css3: 'css',
  html: 'html5',
  js: 'javascript',
  ts: 'typescript',
  node: 'nodedotjs',
  nodejs: 'nodedotjs',
  next: 'nextdotjs',
  nextjs: 'nextdotjs',
  vue: 'vuedotjs',
  vuejs: 'vuedotjs',
  postgres: 'postgresql',
  mongo: 'mongodb',
  golang: 'go',
  expressjs: 'express',
  k8s: 'kubernetes',
};

// A "</>" mark, drawn to be filled like the logos.
const CODE_MARK = 'M8.7 6.3 3 12l5.7 5.7 1.4-1.4L5.8 12l4.3-4.3zm6.6 0-1.4 1.4 4.3 4.3-4.3 4.3 1.4 1.4L21 12zM13.2 4l-4.3 16h1.9l4.3-16z';

/** The simple-icons logo of a technology, by its slug or a known short name. */
export function findLogo(name: string): Logo | undefined {
  const slug = technologyLogoId(name).slice('tech-'.length);
  return LOGOS.get(slug) ?? LOGOS.get(ALIASES[slug] ?? '');
}

/**
 * A logo's path with its coordinates to a tenth of the 24-unit box (under 0.1 px at the 22 px it is
 * drawn): about a third of simple-icons' bytes for the same picture, so the sprite inlined in every
 * page keeps the HTML within the first round trip of a connection (~14 KB).
 */
export function compactPath(path: string): string {
  const svg = `<svg viewBox="0 0 24 24"><path d="${path}"/></svg>`;
  const { data } = optimize(svg, { plugins: [{ name: 'convertPathData', params: { floatPrecision: 1 } }] });
  return data.match(/ d="([^"]+)"/)![1];
}

/** One symbol per technology, and the names that got the code mark instead of a logo. */
export function technologySymbols(names: readonly string[]): { symbols: string; unmatched: string[] } {
  const symbols = new Map<string, string>();
  const unmatched: string[] = [];
  for (const name of names) {
    const logo = findLogo(name);
    if (!logo) unmatched.push(name);
    symbols.set(technologyLogoId(name), logo ? compactPath(logo.path) : CODE_MARK);
  }
  const body = [...symbols].map(([id, path]) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`);
  return { symbols: body.join(''), unmatched };
}

/** The symbols for this content, after telling the owner which names have no logo. */
export function technologyLogos(names: readonly string[]): string {
  const { symbols, unmatched } = technologySymbols(names);
  if (unmatched.length) console.warn(`warning: mainTechnologies: no simple-icons logo for ${unmatched.join(', ')}: shown with a code mark`);
  return symbols;
}
