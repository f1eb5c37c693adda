// `npm run screenshots -- DIR`: full-page screenshots of the production build, as a visitor sees it
// once every section has revealed itself, at 1366x800 and 390x844 in both themes, for each edition
// (the English one's files start with `en-`) and each kind of page it has (the home page, the
// not-found page, a case study, the notes' list, a note), into DIR: `<edition><kind>-<device>-<theme>.webp`.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
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

/** The first page (by name) of a folder of the build, without its `.html`; none when the folder is not there. */
const firstPageIn = (folder: string) =>
  existsSync(join(ROOT, 'dist', folder))
    ? readdirSync(join(ROOT, 'dist', folder))
        .filter((name) => name.endsWith('.html') && name !== 'index.html')
        .sort()[0]
        ?.replace(/\.html$/, '')
    : undefined;

/** Each kind of page an edition has, by the path of one of them. */
function pagesOf(edition: string): [kind: string, path: string][] {
  const [projects, notes] = edition ? ['en/projects', 'en/notes'] : ['projetos', 'notas'];
  const caseStudy = firstPageIn(projects);
  const note = firstPageIn(notes);
  return [
    ['home', `/${edition}`],
    ['not-found', `/${edition}404`],
    ...(caseStudy ? [['case-study', `/${projects}/${caseStudy}`] as [string, string]] : []),
    ...(note ? [['notes', `/${notes}/`] as [string, string], ['note', `/${notes}/${note}`] as [string, string]] : []),
  ];
}
try {
  for (const [device, { width, height, deviceScaleFactor }] of Object.entries(VIEWPORTS)) {
    for (const [edition, theme, kind, path] of editions.flatMap((edition) =>
      THEMES.flatMap((theme) => pagesOf(edition).map(([kind, path]) => [edition, theme, kind, path] as const)),
    )) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor,
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      // Scrolling through the page reveals every section and loads the lazy images, as a reader would.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        scrollTo(0, 0);
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      });
      const file = join(outDir, `${edition.replace('/', '-')}${kind}-${device}-${theme}.webp`);
      // WebP: a third of the JPEG's bytes for these flat colours and text, 40 pictures in the repository.
      await sharp(await page.screenshot({ fullPage: true }))
        .webp({ quality: 70 })
        .toFile(file);
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
