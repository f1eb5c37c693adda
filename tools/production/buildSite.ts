// `node build.mjs`: the production build, one step a line, in order.
import { notesListPath } from '../../src/lib/pagePaths';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, editionRoot } from '../../src/lib/editions';
import { pagePath } from '../../src/lib/sitePath';
import type { AppConfig } from '../../src/lib/appConfig';
import type { ImageManifest } from '../../src/lib/imageManifest';
import { NOT_FOUND_PATH } from '../../src/lib/router';
import { pagePolicy } from '../rendering/contentSecurityPolicy';
import { buildClient } from '../bundling/pageAssets';
import { iconSprite } from '../rendering/iconSprite';
import { checkedSite } from '../content/siteCheck';
import { writeJsonSchemas } from '../content/jsonSchemas';
import { TRANSLATION_LANGUAGE, writeContentFolder } from '../content/translation';
import { editionOgImage, siteIdentity, themeColors, writeGenerated } from '../identity/site';
import { cvLink, writeCv } from '../cv/writeCv';
import { loadRenderer, prerenderPages } from '../rendering/prerender';
import { STATIC_DIR } from '../projectPaths';
import { appConfig, editorSettings, productionWarnings, type Settings } from '../settings';
import { writeAdmin } from '../admin/writeAdmin';
import { adminPolicyHeader } from '../admin/adminPage';
import { writeSiteFiles } from '../rendering/siteFiles';
import { markdownPages } from '../rendering/markdownPages';
import type { SitemapEntry } from '../rendering/crawlerFiles';
import { markdownImages } from '../content/sitePages';
import { buildImages, copyStatic } from '../images/siteImages';
import { contentImages } from '../images';
import { reportSizes } from './reportSizes';
import { searchDocuments, type SearchDocument } from '../search/searchDocuments';
import { searchIndexFiles } from '../search/searchIndex';

/** `contentDir`: src/content/, or a folder whose data files replace those of src/content/ (see content/source.ts). */
export async function buildProduction(settings: Settings, outdir: string, contentDir: string, staticDir = STATIC_DIR): Promise<void> {
  for (const warning of productionWarnings(settings)) console.warn(`warning: ${warning}`);
  // From the schemas' code, not the content: current even when the content fails, for the owner fixing it.
  await writeJsonSchemas(contentDir);
  // Before anything is written, every problem at once: content with problems leaves the last build as it was.
  const { content, english, pages: sitePages } = await checkedSite(contentDir, staticDir);
  const site = {
    ...appConfig(settings, 'production'),
    caseStudies: sitePages.caseStudies[DEFAULT_LANGUAGE].map((caseStudy) => caseStudy.id),
  };
  const images = markdownImages(sitePages);
  const editions = [{ language: DEFAULT_LANGUAGE, content, contentDir }];
  if (english)
    editions.push({
      language: TRANSLATION_LANGUAGE,
      content: english,
      contentDir: await writeContentFolder(english, TRANSLATION_LANGUAGE),
    });
  const languages = editions.map((edition) => edition.language);
  const generated = await siteIdentity(content.owner, site.siteUrl);
  if (english) generated.push(await editionOgImage(english.owner, site.siteUrl, TRANSLATION_LANGUAGE));

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await copyStatic(content, staticDir, outdir, images);
  await writeGenerated(outdir, generated);
  const imageManifest = await buildImages(site, content, staticDir, outdir, images);
  // The pages carry only the images the app renders (cards, portrait): a case study's are in its markup already.
  const pageManifest: ImageManifest = {};
  for (const { src } of contentImages(content)) if (imageManifest[src]) pageManifest[src] = imageManifest[src];
  const sprite = await iconSprite(content.mainTechnologies);
  const palettes = await themeColors();
  const pagePaths: string[] = [];
  const indexed: SitemapEntry[] = [{ paths: Object.fromEntries(languages.map((language) => [language, '/'])) }];
  let policy = '';
  const stylesheets = new Set<string>();
  const searched: SearchDocument[] = [];
  for (const edition of editions) {
    // The CV names the site only at the address the owner set: never the assumed localhost one.
    const cv = await writeCv(outdir, edition.content, edition.language, settings.SITE_URL, palettes.light, contentDir);
    const config = {
      ...site,
      language: edition.language,
      languages,
      cv: cvLink(edition.content.owner.name, edition.language, site.basePath, cv.pdf.length),
      notes: sitePages.notes[edition.language].length > 0 ? `${notesListPath(edition.language)}/` : null,
    };
    const assets = await buildClient(config, outdir, edition.contentDir);
    const csp = pagePolicy(config, [assets.headBootstrap], [assets.stylesheet.css]);
    // The header's policy holds for every page: the head bootstrap's hash, every edition's stylesheet's
    // (the same file, unless an edition's build makes it differ), the configuration's hosts.
    stylesheets.add(assets.stylesheet.css);
    policy = pagePolicy(config, [assets.headBootstrap], [...stylesheets]).header;
    const renderer = await loadRenderer(config, edition.contentDir, imageManifest);
    await mkdir(join(outdir, editionRoot(edition.language)), { recursive: true });
    const { pages, files, feeds } = await markdownPages({ language: edition.language, content: edition.content, renderer }, sitePages, {
      siteUrl: site.siteUrl,
      basePath: site.basePath,
      languages,
      imageManifest,
      palettes,
      owner: content.owner,
    });
    await writeGenerated(outdir, files);
    searched.push(...searchDocuments(edition.language, edition.content, sitePages));
    const frame = {
      ...assets,
      ...siteOf(config),
      owner: edition.content.owner,
      description: edition.content.siteDescription,
      palettes,
      feeds,
    };
    const pageFrame = { ...frame, iconSprite: sprite, cspMeta: csp.meta, imageManifest: pageManifest };
    await prerenderPages(renderer, pageFrame, join(outdir, editionRoot(edition.language)), pages);
    // Paths of the site, from its root: the base path is the host's.
    const inSite = (path: string) => pagePath(path, edition.language, '/');
    pagePaths.push(inSite('/'), inSite(NOT_FOUND_PATH), ...pages.map((page) => inSite(page.routePath)));
    indexed.push(
      ...pages.filter((page) => !page.unlisted).map((page) => ({ paths: page.head.alternates, lastModified: page.lastModified })),
    );
  }
  await writeGenerated(outdir, await searchIndexFiles(searched));
  const editor = editorSettings(settings);
  if (editor)
    await writeAdmin(outdir, { ...editor, siteUrl: site.siteUrl, basePath: site.basePath, title: content.owner.name }, english !== null);
  // The manifest speaks the default edition's language.
  await writeSiteFiles(outdir, {
    config: { ...site, languages },
    policy,
    pagePaths,
    indexed,
    owner: content.owner,
    description: content.siteDescription,
    palettes,
    ...(editor ? { adminPolicy: adminPolicyHeader() } : {}),
  });
  await reportSizes(outdir);
}

/** Where an edition's pages are published, and in which language. */
const siteOf = ({ siteUrl, basePath, language, languages }: AppConfig) => ({ siteUrl, basePath, language, languages });
