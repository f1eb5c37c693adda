// The files hosts and crawlers read beside the pages.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../src/lib/config';
import { headersFile } from './contentSecurityPolicy';
import { robotsTxt, sitemapXml } from './seo';
import type { Renderer } from './prerender';

/** `renderer` draws the manifest from the default edition's content; `config.languages` names every edition. */
export async function writeSiteFiles(renderer: Renderer, config: AppConfig, outdir: string, cspHeader: string): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(join(outdir, 'robots.txt'), robotsTxt(config.siteUrl, config.basePath, config.languages));
  await writeFile(join(outdir, 'sitemap.xml'), sitemapXml(config.siteUrl, config.languages, today));
  await writeFile(join(outdir, 'manifest.webmanifest'), `${JSON.stringify(renderer.webManifest(config.basePath), null, 2)}\n`);
  await writeFile(join(outdir, '_headers'), headersFile(cspHeader, config.basePath, config.languages));
}
