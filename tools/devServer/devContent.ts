// What the dev server shows of the content: the app shell and the identity files while the content
// passes the schema, a page listing its problems while it does not. Checked at start and after each
// save of a content file or of the theme; a problem never stops the server, and the fix brings the page back.
import { watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { AppConfig } from '../../src/lib/config';
import type { ImageManifest } from '../../src/lib/images';
import { escapeHtml } from '../../src/lib/html';
import { sitePath } from '../../src/lib/sitePath';
import { headBootstrap } from '../bundling/pageAssets';
import { iconSprite } from '../rendering/iconSprite';
import { checkedContent, ContentError, SITE_CONTENT_DIR, type SiteContent } from '../content/source';
import { checkedTranslation, TRANSLATION_LANGUAGE, writeContentModules } from '../content/translation';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, type Language } from '../../src/lib/editions';
import { formatProblem } from '../content/validate';
import { devAssetUrl } from './devAssets';
import { siteIdentity, THEME_STYLESHEET, themeColors } from '../identity/site';
import { cvFiles } from '../cv/cvFiles';
import { cvPaths } from '../../src/lib/cv';
import { loadRenderer } from '../rendering/prerender';
import { CLIENT_ENTRIES } from '../projectPaths';
import { RELOAD_GENERATION_META, RELOAD_PATH } from './reloadEvents';

export interface DevContent {
  /** What a page path gets: its edition's app shell with these images, or the list of problems. */
  page(pathname: string, imageManifest: ImageManifest): { status: number; html: string };
  /** A generated file at this URL path: an identity file ('/favicon.svg'), or a CV, made at its first request. */
  file(pathname: string): Promise<string | Buffer | undefined>;
}

type Shell = (imageManifest: ImageManifest) => string;

interface Shown {
  status: number;
  html: (pathname: string, imageManifest: ImageManifest) => string;
  /** The identity files. */
  files: ReadonlyMap<string, string | Buffer>;
  cvs: () => Promise<ReadonlyMap<string, string | Buffer>>;
}

/** A page without prerendered markup: the client renders, so edits never mismatch stale HTML. */
async function appShell(config: AppConfig, contentDir: string, mainTechnologies: readonly string[]): Promise<Shell> {
  const { renderRoute, renderDocument } = await loadRenderer(config, contentDir);
  const { title } = renderRoute('/');
  const bootstrap = await headBootstrap();
  const sprite = await iconSprite(mainTechnologies);
  return (imageManifest) =>
    renderDocument({
      appHtml: '',
      routePath: '',
      title,
      siteUrl: config.siteUrl,
      basePath: config.basePath,
      language: config.language,
      languages: config.languages,
      scriptSrc: sitePath(devAssetUrl(CLIENT_ENTRIES.script, '.js', config.language), config.basePath),
      styleHref: sitePath(devAssetUrl(CLIENT_ENTRIES.style, '.css', config.language), config.basePath),
      headBootstrap: bootstrap,
      iconSprite: sprite,
      noindex: true,
      imageManifest,
    });
}

/** Served in place of the app while the content has problems; reloads itself when a file changes. */
export function problemsPage(lines: readonly string[]): string {
  const heading = lines.length === 1 ? 'O conteúdo tem 1 problema' : `O conteúdo tem ${lines.length} problemas`;
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${heading}</title>
    <style>body{margin:0 auto;max-width:60rem;padding:2rem 1rem;font:1rem/1.5 system-ui,sans-serif;background:#161b26;color:#f3f4f6}li{margin:.5rem 0}code{white-space:pre-wrap;color:#fca5a5}</style>
  </head>
  <body>
    <main>
      <h1>${heading}</h1>
      <p>Corrija e salve o arquivo: esta página volta ao portfólio sozinha.</p>
      <ul>${lines.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('')}</ul>
    </main>
    <script>new EventSource(${JSON.stringify(`${RELOAD_PATH}?generation=`)} + (document.querySelector('meta[name="${RELOAD_GENERATION_META}"]')?.content ?? '')).addEventListener('change', () => location.reload());</script>
  </body>
</html>
`;
}

/** An edition's language, its content, and the folder its bundles read that content from. */
type Edition = [Language, SiteContent, string];

const CV_PATHS = new Set(LANGUAGES.flatMap((language) => Object.values(cvPaths(language))));

/** Each edition's CV files, made at the first request for one: a PDF takes seconds to render, and most starts never need it. */
function cvsOnDemand(editions: readonly Edition[], siteUrl: string): () => Promise<ReadonlyMap<string, string | Buffer>> {
  let made: Promise<ReadonlyMap<string, string | Buffer>> | undefined;
  const make = async () => {
    const files = new Map<string, string | Buffer>();
    const paper = (await themeColors()).light;
    for (const [language, edition] of editions) {
      const cv = await cvFiles(edition, language, siteUrl, paper);
      files.set(cvPaths(language).pdf, cv.pdf).set(cvPaths(language).json, cv.json);
    }
    return files;
  };
  return () => (made ??= make());
}

/** The lines of a failure: each problem of the content, or each error esbuild found in a content file. */
function failureLines(error: unknown): string[] {
  if (error instanceof ContentError) return error.problems.map(formatProblem);
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
    return error.errors.map(({ text, location }: { text: string; location?: { file: string; line: number; column: number } }) =>
      location ? `${location.file}:${location.line}:${location.column}: ${text}` : text,
    );
  }
  return [error instanceof Error ? error.message : String(error)];
}

/**
 * The pages of the content as it is now. A translation is checked whenever there is one; the English
 * edition is served when the server started with one (`editionDir` is where its content is written).
 */
async function show(config: AppConfig, contentDir: string, editionDir: string | undefined, last: Shown | undefined): Promise<Shown> {
  try {
    const content = await checkedContent(contentDir);
    const english = await checkedTranslation(contentDir, content);
    const generated = await siteIdentity(content.owner, config.siteUrl);
    const editions: Edition[] = [[DEFAULT_LANGUAGE, content, contentDir]];
    if (english && editionDir) {
      await writeContentModules(english, editionDir);
      editions.push([TRANSLATION_LANGUAGE, english, editionDir]);
    }
    const shells = new Map(
      await Promise.all(
        editions.map(
          async ([language, , dir]) => [language, await appShell({ ...config, language }, dir, content.mainTechnologies)] as const,
        ),
      ),
    );
    const html = (pathname: string, manifest: ImageManifest) =>
      (shells.get(languageOfPath(pathname)) ?? shells.get(DEFAULT_LANGUAGE)!)(manifest);
    const files = new Map(generated.map((file) => [`/${file.path}`, file.contents]));
    const cvs = cvsOnDemand(editions, config.siteUrl);
    if (last && last.status !== 200) console.log('Conteúdo corrigido: a página voltou.');
    return { status: 200, html, files, cvs };
  } catch (error) {
    const lines = failureLines(error);
    console.error(
      `\n${lines.length === 1 ? '1 problema' : `${lines.length} problemas`} no conteúdo (a página mostra a lista até a correção):`,
    );
    for (const line of lines) console.error(`  ${line}`);
    // The icons and CVs of the last good content stay, so the tab keeps its favicon.
    const page = problemsPage(lines);
    return { status: 500, html: () => page, files: last?.files ?? new Map(), cvs: last?.cvs ?? (() => Promise.resolve(new Map())) };
  }
}

/** Calls `onSave` once per burst of file-system events in these folders (a save is several events). */
function watchFolders(folders: readonly string[], accept: (file: string) => boolean, onSave: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  for (const folder of new Set(folders)) {
    watch(folder, { recursive: true }, (_event, file) => {
      if (!file || !accept(file)) return;
      clearTimeout(timer);
      timer = setTimeout(onSave, 50);
    });
  }
}

/** Checks the content now and after every save; `onChange` tells open tabs to reload. */
export async function watchContent(
  config: AppConfig,
  contentDir: string,
  editionDir: string | undefined,
  onChange: (changed: string[]) => void,
): Promise<DevContent> {
  let shown = await show(config, contentDir, editionDir, undefined);
  let checking = Promise.resolve();
  const recheck = () => {
    // One check at a time, in order of the saves: the last save is what is shown.
    checking = checking.then(async () => {
      shown = await show(config, contentDir, editionDir, shown);
      onChange(['/']);
    });
  };
  watchFolders([SITE_CONTENT_DIR, contentDir], (file) => file.endsWith('.ts'), recheck);
  watchFolders([dirname(THEME_STYLESHEET)], (file) => file === basename(THEME_STYLESHEET), recheck);
  return {
    page: (pathname, imageManifest) => ({ status: shown.status, html: shown.html(pathname, imageManifest) }),
    file: async (pathname) => shown.files.get(pathname) ?? (CV_PATHS.has(pathname) ? (await shown.cvs()).get(pathname) : undefined),
  };
}
