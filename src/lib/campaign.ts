/**
 * Campaign parameters: read from the landing address, reported once, then removed from the address
 * bar without adding a history entry. Every other parameter keeps its exact text and order.
 */
import type { TrackedEvent } from './analytics';
import { decodeQueryComponent } from './uri';

/** Analytics caps parameter values at 100 characters. */
export const MAX_PARAM_LENGTH = 100;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_KEYS = ['gclid', 'fbclid', 'msclkid', 'dclid', 'gclsrc', 'gbraid', 'wbraid'] as const;
const GOOGLE_CLICK_IDS: readonly string[] = ['gclid', 'gbraid', 'wbraid', 'dclid', 'gclsrc'];
const CAMPAIGN_KEYS: ReadonlySet<string> = new Set([...UTM_KEYS, ...CLICK_ID_KEYS]);

type UtmKey = (typeof UTM_KEYS)[number];
type ClickIdKey = (typeof CLICK_ID_KEYS)[number];

export interface CampaignData {
  utm: Partial<Record<UtmKey, string>>;
  clickIds: ClickIdKey[];
}

function parsePairs(search: string): { raw: string; key: string; value: string }[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((raw) => raw !== '')
    .map((raw) => {
      const equals = raw.indexOf('=');
      const key = decodeQueryComponent(equals === -1 ? raw : raw.slice(0, equals));
      const value = equals === -1 ? '' : decodeQueryComponent(raw.slice(equals + 1));
      return { raw, key, value };
    });
}

/** The campaign in a query string, or null when it holds no campaign parameter with a value. */
export function readCampaign(search: string): CampaignData | null {
  const utm: CampaignData['utm'] = {};
  const clickIds: ClickIdKey[] = [];
  for (const { key, value } of parsePairs(search)) {
    if (!value) continue;
    if ((UTM_KEYS as readonly string[]).includes(key)) {
      utm[key as UtmKey] ??= value.slice(0, MAX_PARAM_LENGTH);
    } else if ((CLICK_ID_KEYS as readonly string[]).includes(key) && !clickIds.includes(key as ClickIdKey)) {
      clickIds.push(key as ClickIdKey);
    }
  }
  return Object.keys(utm).length || clickIds.length ? { utm, clickIds } : null;
}

/** The query string without campaign parameters ('' when nothing is left); unchanged when it has none. */
export function stripCampaign(search: string): string {
  const pairs = parsePairs(search);
  const kept = pairs.filter(({ key }) => !CAMPAIGN_KEYS.has(key));
  if (kept.length === pairs.length) return search;
  return kept.length ? `?${kept.map(({ raw }) => raw).join('&')}` : '';
}

export function campaignEvents(data: CampaignData): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  const clickIds = data.clickIds.join(',');
  events.push(['utm_parameters_captured', { ...data.utm, ...(clickIds ? { click_ids: clickIds } : {}) }]);
  const google = data.clickIds.filter((id) => GOOGLE_CLICK_IDS.includes(id));
  if (google.length) events.push(['google_ads_click', { click_ids: google.join(',') }]);
  if (data.clickIds.includes('fbclid')) events.push(['facebook_ads_click', { click_ids: 'fbclid' }]);
  return events;
}

/**
 * Reports (through `report`, the page's track()) and removes the campaign of the current address;
 * runs before the router reads it. Loaded only for an address with a query (src/app/startup/main.tsx):
 * it imports nothing of the app's at run time, so it is bundled on its own.
 */
export function captureCampaign(report: (...event: TrackedEvent) => void, win: Window = window): void {
  const { search } = win.location;
  if (!search) return;
  const data = readCampaign(search);
  if (data) for (const event of campaignEvents(data)) report(...event);
  const cleaned = stripCampaign(search);
  if (cleaned === search) return;
  // The whole address, not the path alone: a path such as `//host/` would name another origin,
  // and replaceState would throw before the page renders.
  const address = new URL(win.location.href);
  address.search = cleaned;
  win.history.replaceState(win.history.state, '', address.href);
}
