// Holding back the app's script in a test, to act on the page as it is before the script runs.
import type { Page } from 'playwright-core';

/** Holds the app script's response until `release`; `asked` settles when the page requests it. */
export async function holdAppScript(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    markAsked();
    await held;
    await route.continue();
  });
  return { asked, release };
}
