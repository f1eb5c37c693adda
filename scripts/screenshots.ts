// `npm run screenshots -- DIR`: full-page screenshots of the production build, as a visitor sees it
// once every section has revealed itself, at 1366x800 and 390x844 in both themes and for each
// edition (the English one's files start with `en-`), into DIR.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from './browser/chromium';
import { buildAndServe } from './perf/site';
import { ROOT } from '../tools/projectPaths';

const VIEWPORTS = {
  desktop: { width: 1366, height: 800, deviceScaleFactor: 1 },
  mobile: { width: 390, height: 844, deviceScaleFactor: 1 },
} as const;
const THEMES = ['light', 'dark'] as const;

const outDir = resolve(process.argv[2] ?? 'docs/screenshots');
mkdirSync(outDir, { recursive: true });
const server = await buildAndServe();
const browser = await launchChromium();
const editions = existsSync(join(ROOT, 'dist', 'en', 'index.html')) ? ['', 'en/'] : [''];
try {
  for (const [device, { width, height, deviceScaleFactor }] of Object.entries(VIEWPORTS)) {
    for (const [edition, theme] of editions.flatMap((edition) => THEMES.map((theme) => [edition, theme] as const))) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor,
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/${edition}`, { waitUntil: 'networkidle' });
      // Scrolling through the page reveals every section and loads the lazy images, as a reader would.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        scrollTo(0, 0);
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      });
      const file = join(outDir, `${edition.replace('/', '-')}${device}-${theme}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 75 });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
