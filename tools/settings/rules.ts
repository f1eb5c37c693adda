/**
 * Every setting's rule and default, in one place: what `.env.example` names, what each value must look
 * like, and what stands in when it is not set. Read by ./read.ts, and by ./analytics.ts, ./editor.ts and
 * ./appConfig.ts, which say what the settings mean for the page, the editor and the servers.
 */
import { z } from 'zod';
import { AUDIENCE_PROVIDERS } from '../../src/lib/appConfig';

export const DEV_PORT = 5173;
export const PREVIEW_PORT = 4173;
/** Loopback only: another machine on the network reaches a server only with HOST set on purpose. */
export const DEFAULT_HOST = '127.0.0.1';
/** Where a build without SITE_URL says it lives: the preview server. */
export const DEFAULT_SITE_URL = `http://localhost:${PREVIEW_PORT}`;
/** What the development contact form sends to the local e-mail sink when no ids are set. */
export const DEV_EMAIL_IDS = { serviceId: 'dev_service', templateId: 'dev_template', publicKey: 'dev_public_key' };
/** The contact form's rate limit when CONTACT_RATE_LIMIT_S is not set: one message per page every 10 s. */
export const DEFAULT_CONTACT_RATE_LIMIT_S = 10;
/** Whether the contact form sends nothing from a headless browser when CONTACT_BLOCK_HEADLESS is not set. */
export const DEFAULT_CONTACT_BLOCK_HEADLESS = true;
/** Who measures: Google Analytics (asks first), a privacy-first provider (no notice), or nobody. */
export const ANALYTICS_PROVIDERS = ['google', ...AUDIENCE_PROVIDERS, 'none'] as const;
/**
 * How long the counts are kept when the owner does not say: 25 months, the longest the CNIL accepts for
 * audience measurement exempt from consent. The owner sets the provider's deletion to match.
 */
export const DEFAULT_RETENTION_MONTHS = 25;
/** The branch the content editor commits to when CMS_BRANCH is not set. */
export const DEFAULT_CMS_BRANCH = 'main';

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

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

export const settingsSchema = z.object({
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

export type Settings = z.output<typeof settingsSchema>;

export type SettingName = keyof typeof settingsSchema.shape;
export const SETTING_NAMES = Object.keys(settingsSchema.shape) as SettingName[];
/** The e-mail provider's three ids, by the names the page's configuration gives them. */
export const EMAIL_IDS = { serviceId: 'EMAILJS_SERVICE_ID', templateId: 'EMAILJS_TEMPLATE_ID', publicKey: 'EMAILJS_PUBLIC_KEY' } as const;
