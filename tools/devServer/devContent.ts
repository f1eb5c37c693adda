// What the dev server shows of the content: the app shell and the identity files while the content
// passes the schema, a page listing its problems while it does not. Checked at start and after each
// save of a content file or of the theme; a problem never stops the server, and the fix brings the page back.
import { basename, dirname } from 'node:path';
import type { AppConfig } from '../../src/lib/appConfig';
import { DEFAULT_LANGUAGE, editionRoot, languageOfPath, type Language } from '../../src/lib/editions';
import type { ImageManifest } from '../../src/lib/imageManifest';
import { ContentError, SITE_CONTENT_DIR, type SiteContent } from '../content/source';
import { checkedSite } from '../content/siteCheck';
import { TRANSLATION_LANGUAGE, writeContentData } from '../content/translation';
import { formatProblem } from '../content/validate';
import { markdownPages } from '../rendering/markdownPages';
import { normalizePath } from '../../src/lib/router';
import { siteIdentity, THEME_STYLESHEET, themeColors } from '../identity/site';
import { appShell } from './appShell';
import { CV_PATHS, cvsOnDemand, type CvFiles } from './cvOnDemand';
import { problemsPage } from './problemsPage';
import { searchOnDemand, type SearchFiles } from './searchOnDemand';
import { watchFolders } from './watchFolders';

export interface DevContent {
  /** What a page path gets: its edition's app shell with these images, or the list of problems. */
  page(pathname: string, imageManifest: ImageManifest): { status: number; html: string };
  /** A generated file at this URL path: an identity file ('/favicon.svg'), a CV or the search index, made at its first request. */
  file(pathname: string): Promise<string | Buffer | undefined>;
  /** The file of a page made from Markdown (`/projetos/x.json`) as the build writes it, with these images. */
  pageData(pathname: string, imageManifest: ImageManifest): Promise<string | undefined>;
}

interface Shown {
  status: number;
  html: (pathname: string, imageManifest: ImageManifest) => string;
  /** The identity files. */
  files: ReadonlyMap<string, string | Buffer>;
  cvs: CvFiles;
  search: SearchFiles;
  pageData: DevContent['pageData'];
}

/** The content folder the server shows, and the folder of its pictures (static/, or --static-dir). */
export type ContentSource = [contentDir: string, staticDir: string];

/** An edition's language, its content, and the folder its bundles read that content from. */
type Edition = [Language, SiteContent, string];

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
async function show(
  config: AppConfig,
  [contentDir, staticDir]: ContentSource,
  editionDir: string | undefined,
  last: Shown | undefined,
): Promise<Shown> {
  try {
    // Every problem at once, as the build lists them; drafts too: the dev server shows them, marked.
    const { content, english, pages: sitePages } = await checkedSite(contentDir, staticDir, { drafts: true });
    const generated = await siteIdentity(content.owner, config.siteUrl);
    const editions: Edition[] = [[DEFAULT_LANGUAGE, content, contentDir]];
    if (english && editionDir) {
      await writeContentData(english, editionDir);
      editions.push([TRANSLATION_LANGUAGE, english, editionDir]);
    }
    const { caseStudies } = sitePages;
    // The page's script knows which projects have a case study from its start (its configuration).
    const ids = caseStudies[DEFAULT_LANGUAGE].map((caseStudy) => caseStudy.id);
    if (ids.join() !== config.caseStudies.join()) {
      console.log(
        `Estudos de caso agora: ${ids.join(', ') || 'nenhum'}. Reinicie o npm start para que os cartões e os endereços os acompanhem.`,
      );
    }
    const palettes = await themeColors();
    const shells = new Map(
      await Promise.all(
        editions.map(
          async ([language, edition, dir]) => [language, await appShell({ ...config, language }, dir, edition, palettes)] as const,
        ),
      ),
    );
    const html = (pathname: string, manifest: ImageManifest) =>
      (shells.get(languageOfPath(pathname)) ?? shells.get(DEFAULT_LANGUAGE)!).shell(manifest);
    const languages = editions.map(([language]) => language);
    const pageData = async (pathname: string, imageManifest: ImageManifest) => {
      const language = languageOfPath(pathname);
      const edition = editions.find(([each]) => each === language);
      if (!edition) return undefined;
      const routePath = `/${pathname.slice(editionRoot(language).length).replace(/\.json$/, '')}`;
      const { pages } = await markdownPages({ language, content: edition[1], renderer: shells.get(language)!.renderer }, sitePages, {
        siteUrl: config.siteUrl,
        basePath: config.basePath,
        languages,
        imageManifest,
        palettes,
        owner: content.owner,
        previews: false,
      });
      const page = pages.find((each) => normalizePath(each.routePath) === routePath);
      return page && JSON.stringify(page.page);
    };
    const files = new Map(generated.map((file) => [`/${file.path}`, file.contents]));
    const cvs = cvsOnDemand(editions, config.siteUrl, contentDir);
    const search = searchOnDemand(editions, sitePages);
    if (last && last.status !== 200) console.log('Conteúdo corrigido: a página voltou.');
    return { status: 200, html, files, cvs, search, pageData };
  } catch (error) {
    const lines = failureLines(error);
    console.error(
      `\n${lines.length === 1 ? '1 problema' : `${lines.length} problemas`} no conteúdo (a página mostra a lista até a correção):`,
    );
    for (const line of lines) console.error(`  ${line}`);
    // The icons and CVs of the last good content stay, so the tab keeps its favicon.
    const page = problemsPage(lines);
    return {
      status: 500,
      html: () => page,
      files: last?.files ?? new Map(),
      cvs: last?.cvs ?? (() => Promise.resolve(new Map())),
      search: last?.search ?? (() => Promise.resolve(undefined)),
      pageData: () => Promise.resolve(undefined),
    };
  }
}

/** Checks the content now and after every save; `onChange` tells open tabs to reload. */
export async function watchContent(
  config: AppConfig,
  [contentDir, staticDir]: ContentSource,
  editionDir: string | undefined,
  onChange: (changed: string[]) => void,
): Promise<DevContent> {
  let shown = await show(config, [contentDir, staticDir], editionDir, undefined);
  let checking = Promise.resolve();
  const recheck = () => {
    // One check at a time, in order of the saves: the last save is what is shown.
    checking = checking.then(async () => {
      shown = await show(config, [contentDir, staticDir], editionDir, shown);
      onChange(['/']);
    });
  };
  // The content's data files, and the Markdown of its pages.
  watchFolders([SITE_CONTENT_DIR, contentDir], (file) => /\.(yaml|md)$/.test(file), recheck);
  watchFolders([dirname(THEME_STYLESHEET)], (file) => file === basename(THEME_STYLESHEET), recheck);
  return {
    page: (pathname, imageManifest) => ({ status: shown.status, html: shown.html(pathname, imageManifest) }),
    file: async (pathname) =>
      shown.files.get(pathname) ?? (CV_PATHS.has(pathname) ? (await shown.cvs()).get(pathname) : await shown.search(pathname)),
    pageData: (pathname, imageManifest) => shown.pageData(pathname, imageManifest),
  };
}
