/**
 * What the analytics settings mean: which provider the owner chose (ANALYTICS_PROVIDER, else Google
 * Analytics with a measurement id, else none), what that choice needs, and what the page is told.
 */
import type { AudienceSettings } from '../../src/lib/appConfig';
import { DEFAULT_RETENTION_MONTHS, type Settings } from './rules';

/** What ANALYTICS_SITE_ID is for each provider that needs one (GoatCounter's site is its endpoint). */
const SITE_ID_MEANING: Partial<Record<AudienceSettings['provider'], string>> = {
  plausible: "the site's domain as added to Plausible",
  umami: "the website's id in Umami",
};

/** The provider these settings choose: ANALYTICS_PROVIDER, else Google Analytics with a measurement id, else none. */
export const analyticsProvider = (settings: Settings) => settings.ANALYTICS_PROVIDER ?? (settings.GA_MEASUREMENT_ID ? 'google' : 'none');

/** What the analytics settings lack or hold in vain for the chosen provider, one line each. */
export function analyticsProblems(settings: Settings): string[] {
  const provider = analyticsProvider(settings);
  if (provider === 'google') return settings.GA_MEASUREMENT_ID ? [] : ['ANALYTICS_PROVIDER google needs GA_MEASUREMENT_ID (G-XXXXXXX)'];
  if (provider === 'none') return [];
  const problems: string[] = [];
  if (settings.GA_MEASUREMENT_ID)
    problems.push(`GA_MEASUREMENT_ID must be empty with ANALYTICS_PROVIDER ${provider}: Google Analytics asks every visitor first`);
  if (!settings.ANALYTICS_ENDPOINT) problems.push(`ANALYTICS_ENDPOINT must be set for ${provider}: the address it collects at`);
  const siteId = SITE_ID_MEANING[provider];
  if (siteId && !settings.ANALYTICS_SITE_ID) problems.push(`ANALYTICS_SITE_ID must be set for ${provider}: ${siteId}`);
  return problems;
}

/** The privacy-first provider the page counts with, or null (Google Analytics has its own fields). */
export function audienceOf(settings: Settings): AudienceSettings | null {
  const provider = analyticsProvider(settings);
  if (provider === 'google' || provider === 'none') return null;
  return {
    provider,
    siteId: settings.ANALYTICS_SITE_ID ?? '',
    endpoint: settings.ANALYTICS_ENDPOINT!,
    retentionMonths: settings.ANALYTICS_RETENTION_MONTHS ?? DEFAULT_RETENTION_MONTHS,
  };
}
