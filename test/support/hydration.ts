// Which parts of the home page React has hydrated.
import type { Page } from 'playwright-core';
import { siteContent } from './content';

/** Parts of the home page React hydrates: the header, each section and the footer. */
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
 * does not wait for it. React marks a part as it renders it, just before it commits it and runs its
 * effects: an effect's outcome is for the test to wait for.
 */
export async function allHydrated(page: Page, ids: readonly string[] = HYDRATION_REGIONS): Promise<void> {
  await page.waitForFunction(hydratedAmong, [ids, ids.length] as const);
}
