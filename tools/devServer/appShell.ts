// The dev server's page: the document without prerendered markup, so the client renders it and an
// edit never meets stale HTML.
import type { SiteContent } from '../content/source';
import type { AppConfig } from '../../src/lib/appConfig';
import type { ImageManifest } from '../../src/lib/imageManifest';
import { sitePath } from '../../src/lib/sitePath';
import { headBootstrap } from '../bundling/pageAssets';
import type { ThemePalettes } from '../identity/palette';
import { renderDocument } from '../rendering/document';
import { iconSprite } from '../rendering/iconSprite';
import { loadRenderer, type Renderer } from '../rendering/prerender';
import { CLIENT_ENTRIES } from '../projectPaths';
import { devAssetUrl } from './devAssets';

/** The page of an edition, given the images' current manifest. */
export type AppShell = (imageManifest: ImageManifest) => string;

/** `content` is the edition's, read from `contentDir` (its bundles read the same folder); the renderer renders its case studies. */
export async function appShell(
  config: AppConfig,
  contentDir: string,
  content: SiteContent,
  palettes: ThemePalettes,
): Promise<{ shell: AppShell; renderer: Renderer }> {
  const renderer = await loadRenderer(config, contentDir);
  const { title } = renderer.renderRoute('/');
  const bootstrap = await headBootstrap();
  const sprite = await iconSprite(content.mainTechnologies);
  const shell: AppShell = (imageManifest) =>
    renderDocument({
      owner: content.owner,
      description: content.siteDescription,
      palettes,
      appHtml: '',
      routePath: '',
      title,
      siteUrl: config.siteUrl,
      basePath: config.basePath,
      language: config.language,
      languages: config.languages,
      scriptSrc: sitePath(devAssetUrl(CLIENT_ENTRIES.script, '.js', config.language), config.basePath),
      stylesheet: { href: sitePath(devAssetUrl(CLIENT_ENTRIES.style, '.css', config.language), config.basePath) },
      headBootstrap: bootstrap,
      iconSprite: sprite,
      noindex: true,
      imageManifest,
    });
  return { shell, renderer };
}
