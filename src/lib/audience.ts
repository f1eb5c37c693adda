/**
 * Privacy-first audience measurement (ANALYTICS_PROVIDER plausible, umami or goatcounter), with no
 * notice: nothing is written on the visitor's device but their own opt-out, and nothing is sent under
 * Global Privacy Control or Do Not Track. Events leave through track() as with Google Analytics; they
 * wait in memory until the provider's few lines (src/lib/audienceCollector.ts, a lazily loaded chunk)
 * arrive after the page is interactive.
 */
import { measureWith, track, type TrackedEvent } from './analytics';
import type { AppConfig } from './appConfig';
import { whenIdle } from './idle';
import { localStore, type SafeStorage } from './storage';
import { createValueStore } from './valueStore';

/** The one entry this mode may write: the visitor's own "don't count me", removed when they opt back in. */
export const OPT_OUT_STORAGE_KEY = 'audience-opt-out';

/** Counted; opted out in this browser; or the browser itself asks not to be measured (GPC, DNT). */
export type AudienceState = 'counted' | 'optedOut' | 'browserSignal';

/** Global Privacy Control or Do Not Track: the browser's standing refusal, which no button here overrides. */
export function browserRefuses(nav: { globalPrivacyControl?: boolean; doNotTrack?: string | null } | undefined): boolean {
  return nav?.globalPrivacyControl === true || nav?.doNotTrack === '1';
}

/** The visitor's standing as an external store (useSyncExternalStore), with the opt-out and the way back. */
export function createAudienceStore(storage: SafeStorage, refused: boolean) {
  const store = createValueStore<AudienceState>(refused ? 'browserSignal' : storage.get(OPT_OUT_STORAGE_KEY) ? 'optedOut' : 'counted');
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Takes effect at once: track() drops every event from now on, and a later visit starts opted out. */
    optOut() {
      storage.set(OPT_OUT_STORAGE_KEY, '1');
      if (store.get() === 'counted') store.set('optedOut');
    },
    optIn() {
      storage.remove(OPT_OUT_STORAGE_KEY);
      if (store.get() === 'optedOut') store.set('counted');
    },
  };
}

export type AudienceStore = ReturnType<typeof createAudienceStore>;

/**
 * The page's store, read once at start. Made by a call without arguments, so a build that does not
 * count this way drops it (see consent.ts).
 */
const browserAudienceStore = () => createAudienceStore(localStore, typeof navigator !== 'undefined' && browserRefuses(navigator));
export const audienceChoice = /* @__PURE__ */ browserAudienceStore();

const loadCollector = () => import('./audienceCollector');

/** After the load event, once the browser is idle: the provider's lines never compete with hydration. */
function afterInteractive(run: () => void): void {
  if (document.readyState === 'complete') whenIdle(run);
  else window.addEventListener('load', () => whenIdle(run), { once: true });
}

/**
 * Counts this page and every later one: the first page view here, those of in-app moves from
 * src/lib/pageArrival.ts. The provider's lines load only while the visitor is counted (now, or once
 * they opt back in).
 */
export function startAudience(
  appConfig: Pick<AppConfig, 'audience'>,
  store: AudienceStore = audienceChoice,
  load: typeof loadCollector = loadCollector,
): void {
  const settings = appConfig.audience;
  if (!settings) return;
  const counted = () => store.get() === 'counted';
  const waiting: TrackedEvent[] = [];
  let deliver = (event: TrackedEvent) => void waiting.push(event);
  measureWith({ get: () => ({ choice: counted() ? 'granted' : 'denied', asking: false }) }, (event) => deliver(event));
  track('page_view', { page_location: window.location.href, page_path: window.location.pathname, page_title: document.title });
  let loading = false;
  const begin = () => {
    if (loading || !counted()) return;
    loading = true;
    afterInteractive(() => {
      void load().then(
        ({ collector }) => {
          const send = collector(settings);
          // An opt-out while the lines were on their way drops what waited.
          deliver = (event) => {
            if (counted()) send(event);
          };
          for (const event of waiting.splice(0)) deliver(event);
        },
        () => {
          // Lines that could not load (offline, blocked) count nothing; the page goes on.
        },
      );
    });
  };
  begin();
  store.subscribe(begin);
}
