/**
 * The owner's settings, read once: the process environment first, then the settings file (`.env`).
 * One schema checks them; each value has one default, here. Empty values and `your_…` placeholders
 * count as not set, so a `.env` copied from `.env.example` behaves like no `.env` at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { isPlaceholder, type AppConfig } from '../src/lib/config';
import { normalizeBasePath } from '../src/lib/sitePath';
import { DEFAULT_LANGUAGE } from '../src/lib/editions';
import { DEFAULT_ORIGIN as EMAIL_PROVIDER_ORIGIN } from '../src/lib/email';
import { analyticsProblems, analyticsProvider, ANALYTICS_PROVIDERS, audienceOf } from './analyticsSettings';
import { BuildError } from './errors';
import { displayPath } from './projectPaths';

export const DEV_PORT = 5173;
export const PREVIEW_PORT = 4173;
/** Loopback only: another machine on the network reaches a server only with HOST set on purpose. */
export const DEFAULT_HOST = '127.0.0.1';
/** Where a build without SITE_URL says it lives: the preview server. */
export const DEFAULT_SITE_URL = `http://localhost:${PREVIEW_PORT}`;
/** What the development contact form sends to the local e-mail sink when no ids are set. */
export const DEV_EMAIL_IDS = { serviceId: 'dev_service', templateId: 'dev_template', publicKey: 'dev_public_key' };

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The contact form's rate limit when CONTACT_RATE_LIMIT_S is not set: one message per page every 10 s. */
export const DEFAULT_CONTACT_RATE_LIMIT_S = 10;

const trueOrFalse = z
  .enum(['true', 'false'], { error: (issue) => `must be true or false, got "${String(issue.input)}"` })
  .transform((value) => value === 'true');

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: (issue) => `must be e-mail addresses separated by commas, got "${String(issue.input)}"` })));

const httpUrl = z.string().refine(isHttpUrl, { error: (issue) => `must be an absolute http(s) URL, got "${String(issue.input)}"` });
const withoutQuery = httpUrl.refine((value) => !/[?#]/.test(value), {
  error: (issue) => `must be an address without ? or #, got "${String(issue.input)}"`,
});

const schema = z.object({
  SITE_URL: withoutQuery.transform((value) => new URL(value).href.replace(/\/$/, '')).optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: (issue) => `must look like G-XXXXXXX, got "${String(issue.input)}"` })
    .optional(),
  GA_ADS_CONSENT: trueOrFalse.optional(),
  ANALYTICS_PROVIDER: z
    .enum(ANALYTICS_PROVIDERS, { error: (issue) => `must be one of ${ANALYTICS_PROVIDERS.join(', ')}, got "${String(issue.input)}"` })
    .optional(),
  ANALYTICS_SITE_ID: z
    .string()
    .regex(/^[\w.:-]+$/, { error: (issue) => `must be a domain or an id (letters, digits, . : - _), got "${String(issue.input)}"` })
    .optional(),
  ANALYTICS_ENDPOINT: withoutQuery.transform((value) => new URL(value).href.replace(/\/$/, '')).optional(),
  ANALYTICS_RETENTION_MONTHS: z
    .string()
    .regex(/^\d{1,3}$/, { error: (issue) => `must be a whole number of months, got "${String(issue.input)}"` })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'must be at least 1 month' }).max(120, { error: 'must be at most 120 months' }))
    .optional(),
  EMAILJS_SERVICE_ID: z.string().optional(),
  EMAILJS_TEMPLATE_ID: z.string().optional(),
  EMAILJS_PUBLIC_KEY: z.string().optional(),
  EMAILJS_API_ORIGIN: httpUrl.transform((value) => new URL(value).origin).optional(),
  CONTACT_BLOCK_HEADLESS: trueOrFalse.optional(),
  CONTACT_RATE_LIMIT_S: z
    .string()
    .regex(/^\d{1,5}$/, { error: (issue) => `must be a whole number of seconds (0 turns the limit off), got "${String(issue.input)}"` })
    .transform(Number)
    .optional(),
  CONTACT_BLOCK_LIST: emailList.optional(),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, { error: (issue) => `must be a port number (0 for any free port), got "${String(issue.input)}"` })
    .transform(Number)
    .pipe(z.number().max(65535, { error: (issue) => `must be a port number up to 65535, got ${String(issue.input)}` }))
    .optional(),
  HOST: z.string().default(DEFAULT_HOST),
  ADMIN: trueOrFalse.optional(),
  CMS_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, { error: (issue) => `must be the GitHub repository as owner/name, got "${String(issue.input)}"` })
    .optional(),
  CMS_BRANCH: z
    .string()
    .regex(/^[\w./-]+$/, { error: (issue) => `must be a branch name, got "${String(issue.input)}"` })
    .optional(),
  CMS_AUTH_URL: httpUrl.optional(),
});

export type Settings = z.output<typeof schema>;

export type SettingName = keyof typeof schema.shape;
export const SETTING_NAMES = Object.keys(schema.shape) as SettingName[];
const EMAIL_IDS = { serviceId: 'EMAILJS_SERVICE_ID', templateId: 'EMAILJS_TEMPLATE_ID', publicKey: 'EMAILJS_PUBLIC_KEY' } as const;

function readSettingsFile(file: string): Record<string, string | undefined> {
  if (!existsSync(file)) return {};
  try {
    return parseEnv(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BuildError(`${displayPath(file)} could not be read: ${(error as Error).message}`);
  }
}

/** Reads and checks every setting; a bad value fails with one line naming each wrong setting. */
export function readSettings(env: Record<string, string | undefined>, settingsFile: string): Settings {
  const fromFile = readSettingsFile(settingsFile);
  const given = SETTING_NAMES.map((name) => [name, (env[name] ?? fromFile[name])?.trim()] as const).filter(
    (entry): entry is readonly [SettingName, string] => entry[1] !== undefined && !isPlaceholder(entry[1]),
  );
  const parsed = schema.safeParse(Object.fromEntries(given));
  if (!parsed.success) throw new BuildError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
  const problems = analyticsProblems(parsed.data);
  if (problems.length > 0) throw new BuildError(problems.join('; '));
  return parsed.data;
}

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
      blockHeadless: settings.CONTACT_BLOCK_HEADLESS ?? true,
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
