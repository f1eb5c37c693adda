/**
 * npm run perf:search -- [NOTES] [RUNS]: what a search costs on a site with NOTES
 * generated notes (300 by default, scripts/siteVariants/generatedNotes.ts): the bytes it downloads (the
 * dialog's module, Pagefind's script and WebAssembly, the index chunks and fragments the query fetches),
 * and how long the first results take in Chromium at 4x CPU slowdown on a phone, from the shortcut
 * pressed on a page that never searched (nothing of search loaded yet) to the results listed; then a
 * second query, with everything loaded. RUNS (5) fresh pages; prints each run and the medians.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { APP_START_EVENT } from '../../src/app/startup/earlyClicks';
import { launchChromium } from '../browser/chromium';
import { serveStatic } from '../../tools/localServers/staticServer';
import { SITE_CONTENT_DIR } from '../../tools/content/source';
import { ROOT } from '../../tools/projectPaths';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../siteVariants/buildEnv';
import { temporaryFolder } from '../temporaryFolder';
import { contentFolder, copyMarkdownPages, copyTranslationModules } from '../siteVariants/contentFolders';
import { slugOf, writeGeneratedNotes } from '../siteVariants/generatedNotes';
import { CPU_SLOWDOWN, PHONE } from './mainThread';
import { median } from './site';

const [notes = 300, runs = 5] = process.argv.slice(2).map(Number);
// A word of one note only (its code block names it), and one every note has.
const QUERIES = [`nota${Math.floor(notes / 2)}`, 'parágrafo'];

const folder = contentFolder();
copyTranslationModules(SITE_CONTENT_DIR, folder);
copyMarkdownPages(SITE_CONTENT_DIR, folder, { kinds: ['caseStudies'] });
writeGeneratedNotes(folder, notes);
const outdir = join(temporaryFolder('search-scale-'), 'dist');
const build = spawnSync(process.execPath, ['build.mjs', `--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${folder}`], {
  cwd: ROOT,
  env: settingsFreeEnv(),
  encoding: 'utf8',
});
if (build.status !== 0) throw new Error(build.stderr);

/** Bytes over the wire (headers excluded) of each request the page makes from now on, by URL. */
async function countBytes(page: Page): Promise<Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.responseReceived', ({ requestId, response }) => bytes.set(urls.get(requestId)!, -response.encodedDataLength));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId)!;
    bytes.set(url, (bytes.get(url) ?? 0) + encodedDataLength);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return bytes;
}

/** Milliseconds from `act` to the results of `query` listed (the live region counts them). */
async function timeToResults(page: Page, act: () => Promise<void>, query: string): Promise<number> {
  const before = await page
    .locator('.search-dialog__status')
    .textContent()
    .catch(() => '');
  const started = await page.evaluate(() => performance.now());
  await act();
  await page.locator('#busca-campo').fill(query);
  // The live region counts this query's results (another count than the last query's).
  await page.waitForFunction((last) => {
    const status = document.querySelector('.search-dialog__status')?.textContent ?? '';
    return /\d/.test(status) && status !== last;
  }, before);
  const ended = await page.evaluate(() => performance.now());
  // SEARCH_TIMELINE=1: when each file of the search was asked for and arrived, from the shortcut.
  if (process.env.SEARCH_TIMELINE)
    console.log(
      await page.evaluate(
        (from) =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry as PerformanceResourceTiming)
            .filter((entry) => entry.startTime >= from)
            .map((entry) => `${Math.round(entry.startTime - from)}-${Math.round(entry.responseEnd - from)} ${entry.name.split('/').pop()}`)
            .join('\n'),
        started,
      ),
    );
  return ended - started;
}

const server = await serveStatic(outdir, { port: 0 });
const browser = await launchChromium();
const first: number[] = [];
const again: number[] = [];
let downloads = new Map<string, number>();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.addInitScript(`document.addEventListener('${APP_START_EVENT}', () => (window.appStarted = true))`);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (window as unknown as { appStarted?: boolean }).appStarted === true);
    const bytes = await countBytes(page);
    first.push(await timeToResults(page, () => page.keyboard.press('Control+k'), QUERIES[0]));
    again.push(await timeToResults(page, async () => {}, QUERIES[1]));
    downloads = bytes;
    console.log(`run ${run + 1}: first results ${Math.round(first.at(-1)!)} ms, another query ${Math.round(again.at(-1)!)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const searchFiles = [...downloads].filter(([url]) => /\/pagefind\/|\/assets\/searchDialog-/.test(url));
for (const [url, size] of searchFiles) console.log(`  ${new URL(url).pathname.padEnd(48)} ${String(size).padStart(7)} B`);
const total = searchFiles.reduce((sum, [, size]) => sum + size, 0);
console.log(`${notes} notes (the one searched: ${slugOf(Math.floor(notes / 2))}); ${CPU_SLOWDOWN}x CPU slowdown, phone viewport`);
console.log(`downloaded for both queries: ${total} B in ${searchFiles.length} files`);
console.log(
  `first results: median ${Math.round(median(first))} ms (${Math.round(Math.min(...first))} to ${Math.round(Math.max(...first))})`,
);
console.log(
  `another query: median ${Math.round(median(again))} ms (${Math.round(Math.min(...again))} to ${Math.round(Math.max(...again))})`,
);
