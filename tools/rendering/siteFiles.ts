// The files hosts and crawlers read beside the pages.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Owner } from '../../src/content/types';
import type { AppConfig } from '../../src/lib/config';
import { siteHeaderRules } from '../hosting/headerRules';
import { headersFile } from '../hosting/headersFile';
import { vercelConfig } from '../hosting/vercelConfig';
import type { ThemePalettes } from '../identity/palette';
import { robotsTxt, sitemapXml, type SitemapEntry } from './crawlerFiles';
import { webManifest } from './webManifest';

export interface SiteFiles {
  /** `config.languages` names every edition. */
  config: AppConfig;
  /** The Content-Security-Policy header of every page. */
  policy: string;
  /** Every page as its path of the site (`/`, `/404`, `/en/`, `/en/404`). */
  pagePaths: readonly string[];
  /** The pages search engines list, each in the editions that have it. */
  indexed: readonly SitemapEntry[];
  /** The default edition's owner and description, for the web app manifest. */
  owner: Owner;
  description: string;
  palettes: ThemePalettes;
}

export async function writeSiteFiles(
  outdir: string,
  { config, policy, pagePaths, indexed, owner, description, palettes }: SiteFiles,
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const rules = siteHeaderRules({ policy, basePath: config.basePath, pagePaths });
  await writeFile(join(outdir, 'robots.txt'), robotsTxt(config.siteUrl, config.basePath, config.languages));
  await writeFile(join(outdir, 'sitemap.xml'), sitemapXml(config.siteUrl, indexed, today));
  await writeFile(
    join(outdir, 'manifest.webmanifest'),
    `${JSON.stringify(webManifest(owner, description, config.basePath, palettes), null, 2)}\n`,
  );
  await writeFile(join(outdir, '_headers'), headersFile(rules));
  await writeFile(join(outdir, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
}
