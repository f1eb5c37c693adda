// Which parts of the home page React has hydrated: each section and the footer hydrate on their own.
import type { Page } from 'playwright-core';
import { siteContent } from './content';

/** The parts of the home page React hydrates: the header with the app, each section and the footer on their own. */
export const HYDRATION_REGIONS: readonly string[] = ['site-header', ...siteContent.homeSections.map((section) => section.id), 'rodape'];

/**
 * Run in the page: those of `ids` whose element React has hydrated (it marks the nodes it owns with a
 * `__reactFiber…` key), or false while fewer than `least` are. One check, for a read and for a wait.
 */
const hydratedAmong = ([ids, least]: readonly [readonly string[], number]) => {
  const hydrated = ids.filter((id) => Object.keys(document.getElementById(id) ?? {}).some((key) => key.startsWith('__reactFiber')));
  return hydrated.length >= least && hydrated;
};

/** Which of HYDRATION_REGIONS React has hydrated so far, in document order. */
export async function hydratedRegions(page: Page): Promise<string[]> {
  return (await page.evaluate(hydratedAmong, [HYDRATION_REGIONS, 0] as const)) || [];
}

/**
 * Resolves once React has hydrated each of `ids`, by default every region of the home page; `settled`
 * does not wait for it. A section hydrates when it comes near the viewport or at an interaction inside
 * it (never merely in idle time), and only then does what its code does (reveals, the form's draft, its
 * errors): a region still waiting gets a `pointerdown` inside it, as a visitor's tap would give it,
 * without scrolling. React marks a part as it renders it, just before it commits it and runs its
 * effects: an effect's outcome is for the test to wait for.
 */
export async function allHydrated(page: Page, ids: readonly string[] = HYDRATION_REGIONS): Promise<void> {
  // Tapped again at each check until hydrated: a tap before the app has started watching is not heard.
  await page.waitForFunction((regions) => {
    const waiting = regions.filter((id) => !Object.keys(document.getElementById(id) ?? {}).some((key) => key.startsWith('__reactFiber')));
    for (const id of waiting) document.getElementById(id)?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    return waiting.length === 0;
  }, ids);
}

/** Resolves once React has hydrated each of `ids` on its own (in view, or used), without asking. */
export async function hydratedOnTheirOwn(page: Page, ids: readonly string[]): Promise<void> {
  await page.waitForFunction(hydratedAmong, [ids, ids.length] as const);
}
