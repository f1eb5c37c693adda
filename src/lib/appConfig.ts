/**
 * The page's configuration as the build makes it (tools/settings/) and the page reads it
 * (src/lib/config.ts): its shape and its values' rules, below both, so neither imports the other.
 */
import type { Language } from './editions';

export interface AppConfig {
  mode: 'production' | 'development' | 'test';
  siteUrl: string;
  /** The URL path the site is served under, with slashes at both ends: `/` at a domain's root, `/portfolio/` under a sub-path. */
  basePath: string;
  /** The language of this bundle's edition (src/lib/editions.ts). */
  language: Language;
  /** Every edition the site has, Portuguese first: a second one brings the language switch. */
  languages: Language[];
  gaMeasurementId: string;
  /** Whether accepting analytics also grants Google's advertising signals (GA_ADS_CONSENT=true). */
  gaAdsConsent: boolean;
  /** Privacy-first audience measurement (ANALYTICS_PROVIDER other than google): no notice, no storage; null without it. */
  audience: AudienceSettings | null;
  /**
   * This edition's CV PDF as its link in Sobre Mim shows it: address, download name, size ('PDF, 27 KB',
   * empty when not known yet). Made by the build from the content (tools/cv/); null in unit tests.
   */
  cv: { href: string; fileName: string; size: string } | null;
  /** The ids of the projects with a case study (src/content/projects/<id>.md): their cards link to it. */
  caseStudies: string[];
  /** The route path of the notes' list (`/notas/`) when this edition has notes (src/content/notes/): the header and the footer link it. */
  notes: string | null;
  /** The year of the build, so the prerendered copyright and hydration agree. */
  buildYear: number;
  emailjs: {
    serviceId: string;
    templateId: string;
    publicKey: string;
    /** Empty means same origin (the development e-mail sink). */
    apiOrigin: string;
  };
  /** The contact form's guards, given to the e-mail client's own options (SPEC §7). */
  contactGuards: ContactGuards;
}

export const AUDIENCE_PROVIDERS = ['plausible', 'umami', 'goatcounter'] as const;
export type AudienceProvider = (typeof AUDIENCE_PROVIDERS)[number];

export interface AudienceSettings {
  provider: AudienceProvider;
  /** Plausible's site domain, Umami's website id; GoatCounter's site is its endpoint, so empty there. */
  siteId: string;
  /** Where the provider collects, without a trailing slash: `https://plausible.example`, `https://code.goatcounter.com`. */
  endpoint: string;
  /** How long the owner keeps the counts, as the privacy text says. */
  retentionMonths: number;
}

export interface ContactGuards {
  /** Send nothing from a headless browser (the client's status 451). */
  blockHeadless: boolean;
  /** Seconds between two messages from one page; 0 turns the limit off (the client's status 429). */
  rateLimitSeconds: number;
  /** Senders' addresses whose messages are not sent (the client's status 403). */
  blockList: string[];
}

/** Empty values and the `.env.example` placeholders (`your_…`) count as not set. */
export function isPlaceholder(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.startsWith('your_');
}
