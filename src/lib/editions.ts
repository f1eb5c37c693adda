/**
 * The site's editions: Portuguese at the site's root, always; English under `/en/` when the owner
 * writes a translation (src/content/en/). Each edition is its own set of pages and scripts.
 */
export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** Where an edition's pages live in the site: `/` for Portuguese, `/en/` for English. */
export function editionRoot(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/' : `/${language}/`;
}

/** Open Graph's name of each language (`og:locale`). */
export const OG_LOCALES: Record<Language, string> = { 'pt-BR': 'pt_BR', en: 'en_US' };

/** The edition a path of the site belongs to: `/en/404` is English, `/404` Portuguese. */
export function languageOfPath(path: string): Language {
  return LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE && `${path}/`.startsWith(editionRoot(language))) ?? DEFAULT_LANGUAGE;
}
