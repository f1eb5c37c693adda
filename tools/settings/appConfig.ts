// What the settings mean for the page: its configuration (src/lib/appConfig.ts), and what a production
// build lacks without some of them.
import type { AppConfig } from '../../src/lib/appConfig';
import { DEFAULT_LANGUAGE } from '../../src/lib/editions';
import { DEFAULT_ORIGIN as EMAIL_PROVIDER_ORIGIN } from '../../src/lib/email';
import { normalizeBasePath } from '../../src/lib/sitePath';
import { analyticsProvider, audienceOf } from './analytics';
import {
  DEFAULT_CONTACT_BLOCK_HEADLESS,
  DEFAULT_CONTACT_RATE_LIMIT_S,
  DEFAULT_SITE_URL,
  DEV_EMAIL_IDS,
  EMAIL_IDS,
  type Settings,
} from './rules';

/**
 * The page's configuration. Development talks to the local e-mail sink (same origin) with the dev
 * ids unless they are set on purpose; `localSiteUrl` is where the site is served when SITE_URL is unset.
 * The site lives at the path of its address: `https://user.github.io/portfolio` is served under `/portfolio/`.
 */
export function appConfig(settings: Settings, mode: 'production' | 'development', localSiteUrl = DEFAULT_SITE_URL): AppConfig {
  const development = mode === 'development';
  const emailId = (key: keyof typeof EMAIL_IDS) => settings[EMAIL_IDS[key]] ?? (development ? DEV_EMAIL_IDS[key] : '');
  const siteUrl = settings.SITE_URL ?? localSiteUrl;
  return {
    mode,
    siteUrl,
    basePath: normalizeBasePath(new URL(siteUrl).pathname),
    // The Portuguese edition alone; a build with a translation makes one configuration per edition.
    language: DEFAULT_LANGUAGE,
    languages: [DEFAULT_LANGUAGE],
    // ANALYTICS_PROVIDER none turns Google Analytics off while its id stays set.
    gaMeasurementId: analyticsProvider(settings) === 'google' ? (settings.GA_MEASUREMENT_ID ?? '') : '',
    gaAdsConsent: settings.GA_ADS_CONSENT ?? false,
    audience: audienceOf(settings),
    // Known once the build has made the CV (tools/production/buildSite.ts).
    cv: null,
    // Known once the build has read the content's Markdown.
    caseStudies: [],
    notes: null,
    // UTC's: the zone of the machine that builds must not change the page on New Year's Eve.
    buildYear: new Date().getUTCFullYear(),
    emailjs: {
      serviceId: emailId('serviceId'),
      templateId: emailId('templateId'),
      publicKey: emailId('publicKey'),
      apiOrigin: settings.EMAILJS_API_ORIGIN ?? (development ? '' : EMAIL_PROVIDER_ORIGIN),
    },
    contactGuards: {
      blockHeadless: settings.CONTACT_BLOCK_HEADLESS ?? DEFAULT_CONTACT_BLOCK_HEADLESS,
      rateLimitSeconds: settings.CONTACT_RATE_LIMIT_S ?? DEFAULT_CONTACT_RATE_LIMIT_S,
      blockList: settings.CONTACT_BLOCK_LIST ?? [],
    },
  };
}

/** What a production build with these settings lacks, one sentence each. */
export function productionWarnings(settings: Settings): string[] {
  const warnings: string[] = [];
  if (!settings.SITE_URL) warnings.push(`SITE_URL is not set; canonical, Open Graph and sitemap URLs use ${DEFAULT_SITE_URL}`);
  const missing = Object.values(EMAIL_IDS).filter((name) => !settings[name]);
  if (missing.length > 0) {
    warnings.push(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (empty or a your_… placeholder); ` +
        'the contact form will show its error message and send nothing',
    );
  }
  return warnings;
}
