/**
 * The one way events leave the app, and the loader of the analytics tag (no SDK).
 * Payloads carry no personal data: no names, e-mail addresses or message texts.
 */
import { shouldLoadAnalytics } from './buildFlags';
import type { AppConfig } from './appConfig';
import { config } from './config';
import { consent, type ConsentStore } from './consent';

export type ClickCategory =
  | 'navigation'
  | 'hero'
  | 'project_filter'
  | 'project'
  | 'skill_filter'
  | 'experience'
  | 'contact'
  | 'form'
  | 'theme'
  | 'footer'
  | 'scroll_top'
  | 'print'
  | 'cv';

export interface EventCatalogue {
  /** A page shown after a move inside the app (the first load's page view is the tag's own). */
  page_view: { page_location: string; page_path: string; page_title: string };
  /** A section title stayed on screen for 3 s. */
  section_read: { section_id: string; section_label: string };
  /** `label` names the control or the target (section id, filter value, project id, channel...). */
  click: { category: ClickCategory; label: string };
  /** The campaign's utm values, and the names (never the values) of the click ids present. */
  utm_parameters_captured: {
    utm_source?: string;
    utm_medium?: string;
    utm_campaign?: string;
    utm_term?: string;
    utm_content?: string;
    click_ids?: string;
  };
  /** Names of the Google click ids present (gclid, gbraid, wbraid, dclid, gclsrc). */
  google_ads_click: { click_ids: string };
  facebook_ads_click: { click_ids: string };
  /** A query of the site's search, once the visitor stops typing: how many results, never the words. */
  search: { result_count: number };
  /** A search result chosen: its kind (project, case_study, note) and the address it leads to. */
  select_content: { content_type: string; content_id: string };
}

export type AnalyticsEvent = keyof EventCatalogue;
/** An event name with its payload, checked against the catalogue. */
export type TrackedEvent = { [E in AnalyticsEvent]: [event: E, params: EventCatalogue[E]] }[AnalyticsEvent];

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Events of this page view that wait for the visitor's choice: sent if they accept, dropped if not. */
const waiting: TrackedEvent[] = [];
/** The visitor's choice, once the site measures (installAnalytics, or the audience's opt-out). */
let choices: Pick<ConsentStore, 'get'> | undefined;

function toGtag([event, params]: TrackedEvent): void {
  try {
    window.gtag?.('event', event, params);
  } catch {
    // A broken third-party tag must never break a click.
  }
}
/** Where an accepted event goes: Google's tag, or a privacy-first provider (src/lib/audience.ts). */
let send = toGtag;

/** From now on track() obeys this choice and hands accepted events to `deliver` (installAnalytics, startAudience; tests that record events). */
export function measureWith(store: Pick<ConsentStore, 'get'>, deliver: (event: TrackedEvent) => void = toGtag): void {
  choices = store;
  send = deliver;
  waiting.length = 0;
}

/** Sends an event when the site measures and the visitor has accepted; keeps it while they have not chosen. */
export function track(...event: TrackedEvent): void {
  if (!choices) return;
  const { choice } = choices.get();
  if (choice === undefined) waiting.push(event);
  else if (choice === 'granted') send(event);
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const ADVERTISING = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

/** `document.cookie` assignments that delete each `_ga*` cookie, on the host and each domain above it. */
export function analyticsCookieDeletions(cookies: string, hostname: string): string[] {
  const names = cookies
    .split(';')
    .map((cookie) => cookie.split('=')[0].trim())
    .filter((name) => name.startsWith('_ga'));
  const labels = hostname.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, index) => `; domain=.${labels.slice(index).join('.')}`)];
  return names.flatMap((name) => domains.map((domain) => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`));
}

/**
 * Google's tag under Consent Mode v2, every signal denied by default; nothing is requested from
 * Google before the visitor accepts. Accepting grants analytics storage (and the advertising signals
 * only when the owner set GA_ADS_CONSENT), loads the tag and sends the waiting events; refusing drops
 * them; withdrawing later turns the tag off at once and deletes its cookies, without a reload.
 */
export function installAnalytics(measurementId: string, ads: boolean, store: ConsentStore = consent, win: Window = window): void {
  const dataLayer = (win.dataLayer ??= []);
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects from dataLayer and ignores plain arrays
    dataLayer.push(arguments);
  };
  win.gtag('consent', 'default', DENIED);
  measureWith(store);
  const disabled = `ga-disable-${measurementId}` as const;
  let loaded = false;
  const apply = () => {
    const { choice } = store.get();
    if (choice === 'granted') {
      (win as unknown as Record<string, boolean>)[disabled] = false;
      win.gtag!('consent', 'update', { analytics_storage: 'granted', ...(ads ? ADVERTISING : {}) });
      if (!loaded) {
        loaded = true;
        win.gtag!('js', new Date());
        // Every event says which edition it comes from.
        win.gtag!('set', { page_language: config.language });
        win.gtag!('config', measurementId);
        const script = win.document.createElement('script');
        script.async = true;
        script.src = gtagScriptUrl(measurementId);
        win.document.head.appendChild(script);
      }
      for (const event of waiting.splice(0)) send(event);
    } else if (choice === 'denied') {
      waiting.length = 0;
      if (loaded) {
        win.gtag!('consent', 'update', DENIED);
        (win as unknown as Record<string, boolean>)[disabled] = true;
      }
      for (const deletion of analyticsCookieDeletions(win.document.cookie, win.location.hostname)) win.document.cookie = deletion;
    }
  };
  apply();
  store.subscribe(apply);
}

export function startAnalytics(appConfig: Pick<AppConfig, 'mode' | 'gaMeasurementId' | 'gaAdsConsent'>): void {
  if (shouldLoadAnalytics(appConfig)) installAnalytics(appConfig.gaMeasurementId.trim(), appConfig.gaAdsConsent);
}
