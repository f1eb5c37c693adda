/**
 * The one way events leave the app, and the loader of the analytics tag (no SDK).
 * Payloads carry no personal data: no names, e-mail addresses or message texts.
 */
import { config, type AppConfig } from './config';

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

/** Analytics caps parameter values at 100 characters. */
export const MAX_PARAM_LENGTH = 100;

export interface EventCatalogue {
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

export function track(...[event, params]: TrackedEvent): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  try {
    window.gtag('event', event, params);
  } catch {
    // A broken third-party tag must never break a click.
  }
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

export function shouldLoadAnalytics(appConfig: Pick<AppConfig, 'mode' | 'gaMeasurementId'>): boolean {
  return appConfig.mode === 'production' && appConfig.gaMeasurementId.trim() !== '';
}

/**
 * Defines dataLayer and gtag at once, so events queue from the first moment, and adds the tag's
 * script after the page has loaded, so it never competes with the page itself.
 */
export function installAnalytics(measurementId: string, win: Window = window): void {
  const dataLayer = (win.dataLayer ??= []);
  win.gtag = function gtag() {
    // gtag.js reads Arguments objects from dataLayer and ignores plain arrays.
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  // Every event says which edition it comes from.
  win.gtag('set', { page_language: config.language });
  win.gtag('config', measurementId);

  const addScript = () => {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(measurementId);
    win.document.head.appendChild(script);
  };
  if (win.document.readyState === 'complete') addScript();
  else win.addEventListener('load', addScript, { once: true });
}

export function startAnalytics(appConfig: Pick<AppConfig, 'mode' | 'gaMeasurementId'>): void {
  if (shouldLoadAnalytics(appConfig)) installAnalytics(appConfig.gaMeasurementId.trim());
}
