// `node build.mjs`: the production build, one step a line, in order.
import { mkdir, rm } from 'node:fs/promises';
import { pagePolicy } from '../server/security';
import { buildClient } from './client';
import { prerenderPages } from './prerender';
import { STATIC_DIR } from './project';
import { appConfig, productionWarnings, type Settings } from './settings';
import { writeSiteFiles } from './siteFiles';
import { buildImages, copyStatic } from './siteImages';
import { reportSizes } from './sizes';

export async function buildProduction(settings: Settings, outdir: string, staticDir = STATIC_DIR): Promise<void> {
  for (const warning of productionWarnings(settings)) console.warn(`warning: ${warning}`);
  const config = appConfig(settings, 'production');

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await copyStatic(staticDir, outdir);
  const imageManifest = await buildImages(config, staticDir, outdir);
  const assets = await buildClient(config, outdir);
  const csp = pagePolicy(config, [assets.themeBootstrap]);
  await prerenderPages(config, outdir, assets, csp.meta, imageManifest);
  await writeSiteFiles(config, outdir, csp.header);
  await reportSizes(outdir);
}
