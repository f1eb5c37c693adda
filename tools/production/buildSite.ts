// `node build.mjs`: the production build, one step a line, in order.
import { mkdir, rm } from 'node:fs/promises';
import { pagePolicy } from '../rendering/contentSecurityPolicy';
import { buildClient } from '../bundling/pageAssets';
import { iconSprite } from '../rendering/iconSprite';
import { checkedContent } from '../content/source';
import { siteIdentity, writeGenerated } from '../identity/site';
import { loadRenderer, prerenderPages } from '../rendering/prerender';
import { STATIC_DIR } from '../projectPaths';
import { appConfig, productionWarnings, type Settings } from '../settings';
import { writeSiteFiles } from '../rendering/siteFiles';
import { buildImages, copyStatic } from '../images/siteImages';
import { reportSizes } from './reportSizes';

/** `contentDir`: src/content/, or a folder whose modules replace those of src/content/ (see content/source.ts). */
export async function buildProduction(settings: Settings, outdir: string, contentDir: string, staticDir = STATIC_DIR): Promise<void> {
  for (const warning of productionWarnings(settings)) console.warn(`warning: ${warning}`);
  const config = appConfig(settings, 'production');
  // Before anything is written: content with problems leaves the last build as it was.
  const content = await checkedContent(contentDir);
  const generated = await siteIdentity(content.owner, config.siteUrl);

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await copyStatic(content, staticDir, outdir);
  await writeGenerated(outdir, generated);
  const imageManifest = await buildImages(config, content, staticDir, outdir);
  const assets = await buildClient(config, outdir, contentDir);
  const csp = pagePolicy(config, [assets.headBootstrap]);
  const renderer = await loadRenderer(config, contentDir, imageManifest);
  await prerenderPages(renderer, config, outdir, assets, await iconSprite(content.mainTechnologies), csp.meta, imageManifest);
  await writeSiteFiles(renderer, config, outdir, csp.header);
  await reportSizes(outdir);
}
