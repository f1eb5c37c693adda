// The files hosts and crawlers read beside the pages.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../lib/config';
import { headersFile } from '../server/security';
import { robotsTxt, sitemapXml, webManifest } from '../server/seo';

export async function writeSiteFiles(config: AppConfig, outdir: string, cspHeader: string): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(join(outdir, 'robots.txt'), robotsTxt(config.siteUrl, config.basePath));
  await writeFile(join(outdir, 'sitemap.xml'), sitemapXml(config.siteUrl, ['/'], today));
  await writeFile(join(outdir, 'manifest.webmanifest'), `${JSON.stringify(webManifest(config.basePath), null, 2)}\n`);
  await writeFile(join(outdir, '_headers'), headersFile(cspHeader, config.basePath));
}
