// One Lighthouse run, and the figures the perf scripts report of it (npm run perf, npm run perf:compare).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Result, RunnerResult } from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../browser/chromium';

export interface Row {
  [key: string]: number;
}

/**
 * How Lighthouse slows the page down: `simulate` (its default) loads it at full speed and computes
 * the figures a slow phone would see; `devtools` really loads it over the slow link (150 ms round
 * trips, 1.6 Mbps, 4x slower CPU), so what the page does in flight shows. PERF_THROTTLING picks.
 */
export type Throttling = 'simulate' | 'devtools';
/** The throttling PERF_THROTTLING names (`simulate`, `devtools`, or `both`: each in turn). */
export const THROTTLINGS: readonly Throttling[] =
  process.env.PERF_THROTTLING === 'both'
    ? ['simulate', 'devtools']
    : process.env.PERF_THROTTLING === 'devtools'
      ? ['devtools']
      : ['simulate'];

/** One Lighthouse run of `url` in a fresh profile; a run whose trace failed (NO_NAVSTART and such) is retried. */
export async function measure(
  url: string,
  formFactor: 'mobile' | 'desktop',
  throttlingMethod: Throttling = THROTTLINGS[0],
): Promise<Result> {
  return (await lighthouseRun(url, formFactor, throttlingMethod)).lhr;
}

/** As `measure`, with what Lighthouse gathered (the trace and the network log its simulation replays). */
export async function lighthouseRun(
  url: string,
  formFactor: 'mobile' | 'desktop',
  throttlingMethod: Throttling = THROTTLINGS[0],
): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    // chrome-launcher gives every launch a new, empty profile.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      if (!result.lhr.runtimeError) return result;
      console.warn(`${formFactor}: Lighthouse failed (${result.lhr.runtimeError.code}), attempt ${attempt}`);
      if (attempt === 3) throw new Error(result.lhr.runtimeError.message);
    } finally {
      chrome.kill();
    }
  }
}

/** The scores, timings and transferred bytes of a run. */
export function lighthouseRow(lhr: Result): Row {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const bytesOf = (type: string) =>
    ((lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? []).find(
      (item) => item.resourceType === type,
    )?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    'best-practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    'FCP ms': audit('first-contentful-paint'),
    'LCP ms': audit('largest-contentful-paint'),
    'TBT ms': audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
    'Speed Index ms': audit('speed-index'),
    'script B': bytesOf('script'),
    'stylesheet B': bytesOf('stylesheet'),
    'font B': bytesOf('font'),
    'document B': bytesOf('document'),
    'image B': bytesOf('image'),
    'total B': bytesOf('total'),
  };
}
