// The files hosts and crawlers read beside the pages.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Owner } from '../../src/collections/owner';
import type { AppConfig } from '../../src/lib/appConfig';
import { ADMIN_PATH } from '../admin/adminPage';
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
  /** The content editor's policy, when the build wrote it (tools/admin/). */
  adminPolicy?: string;
}

const HOST_FILES = ['/_headers', '/vercel.json'];

export async function writeSiteFiles(
  outdir: string,
  { config, policy, pagePaths, indexed, owner, description, palettes, adminPolicy }: SiteFiles,
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(join(outdir, 'robots.txt'), robotsTxt(config.siteUrl, config.basePath, config.languages));
  await writeFile(join(outdir, 'sitemap.xml'), sitemapXml(config.siteUrl, indexed, today));
  await writeFile(
    join(outdir, 'manifest.webmanifest'),
    `${JSON.stringify(webManifest(owner, description, config.basePath, palettes), null, 2)}\n`,
  );
  // What the root holds beside the editor, and the two files written last.
  const siblings = (await readdir(outdir, { withFileTypes: true }))
    .filter((entry) => `/${entry.name}/` !== ADMIN_PATH)
    .flatMap((entry) => (entry.isDirectory() ? [`/${entry.name}`, `/${entry.name}/*`] : [`/${entry.name}`]))
    .filter((path) => !HOST_FILES.includes(path))
    .concat(HOST_FILES);
  const admin = adminPolicy === undefined ? undefined : { policy: adminPolicy, siblings };
  const rules = siteHeaderRules({ policy, basePath: config.basePath, pagePaths, admin });
  await writeFile(join(outdir, '_headers'), headersFile(rules));
  await writeFile(join(outdir, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
}
