/**
 * The build flags: what a build fixes in its bundles, each name replaced by its value through esbuild
 * `define` (tools/bundling/esbuildOptions.ts, from `buildFlags()`). Read here, and the part flags
 * named in src/app/buildParts.tsx too: esbuild drops a part's code only in the module where its flag's
 * value is written, never across an import.
 */
import type { AppConfig } from './appConfig';
import type { ImageManifest } from './imageManifest';

/** Whether the site measures: a production build with a measurement id. */
export function shouldLoadAnalytics(appConfig: Pick<AppConfig, 'mode' | 'gaMeasurementId'>): boolean {
  return appConfig.mode === 'production' && appConfig.gaMeasurementId.trim() !== '';
}

/** Whether the site counts its audience privately (src/lib/audience.ts): a production build with a privacy-first provider. */
export function measuresAudience(appConfig: Pick<AppConfig, 'mode' | 'audience'>): boolean {
  return appConfig.mode === 'production' && appConfig.audience !== null;
}

/** Whether the edition has pages made from the owner's Markdown (case studies, notes): their routes, moves between pages and reading kit. */
export function hasMarkdownPages(appConfig: Pick<AppConfig, 'caseStudies' | 'notes'>): boolean {
  return appConfig.caseStudies.length > 0 || appConfig.notes !== null;
}

/** The flags of a build of `config`: their names, and their values as the page reads them. */
export const buildFlags = (config: AppConfig, imageManifest?: ImageManifest) => ({
  /**
   * The configuration as JSON text (src/lib/config.ts): a string literal in the bundle, not an object,
   * which esbuild would turn into a module of its own, pulled into every lazily loaded chunk.
   */
  __APP_CONFIG__: JSON.stringify(config),
  /** The image manifest as JSON text where pages are rendered at build time (src/lib/images.ts); none in the browser's bundles, whose page carries it. */
  __IMAGE_MANIFEST__: imageManifest && JSON.stringify(imageManifest),
  /** The site measures: the consent notice and Google's tag. */
  __ANALYTICS__: shouldLoadAnalytics(config),
  /** The site counts its audience with a privacy-first provider: no notice, the opt-out in the privacy text. */
  __AUDIENCE__: measuresAudience(config),
  /** The edition has pages made from the owner's Markdown: their routes and the moves between pages. */
  __PAGES__: hasMarkdownPages(config),
  /** The site has another edition (a translation): the header's link to it. */
  __EDITIONS__: config.languages.length > 1,
});

type BuildFlags = ReturnType<typeof buildFlags>;

// Each of the table's flags as TypeScript sees it in src/: a name not in the table fails to compile.
declare global {
  var __APP_CONFIG__: BuildFlags['__APP_CONFIG__'];
  var __IMAGE_MANIFEST__: BuildFlags['__IMAGE_MANIFEST__'];
  var __ANALYTICS__: BuildFlags['__ANALYTICS__'];
  var __AUDIENCE__: BuildFlags['__AUDIENCE__'];
  var __PAGES__: BuildFlags['__PAGES__'];
  var __EDITIONS__: BuildFlags['__EDITIONS__'];
}

const unbundledConfig = (): AppConfig => ({
  mode: 'test',
  siteUrl: '',
  basePath: '/',
  language: 'pt-BR',
  languages: ['pt-BR'],
  gaMeasurementId: '',
  gaAdsConsent: false,
  audience: null,
  cv: null,
  caseStudies: [],
  notes: null,
  buildYear: new Date().getFullYear(),
  emailjs: { serviceId: '', templateId: '', publicKey: '', apiOrigin: '' },
  // As the e-mail client's own defaults: every guard off (tests turn on those they test).
  contactGuards: { blockHeadless: false, rateLimitSeconds: 0, blockList: [] },
});

// Outside a bundle (unit tests under tsx, the build's own code) no flag is defined: a build where
// nothing is configured stands in, but for a flag a test has set (the image manifest, test/setup/dom.ts).
// A function, so that a bundle, where the branch is dead, drops it.
function standIn(): void {
  for (const [name, value] of Object.entries(buildFlags(unbundledConfig()))) (globalThis as Record<string, unknown>)[name] ??= value;
}
if (typeof __APP_CONFIG__ === 'undefined') standIn();

/** The configuration as JSON text (src/lib/config.ts parses it). */
export const configText = __APP_CONFIG__;
/** The image manifest as JSON text, only where pages are rendered at build time (src/lib/images.ts). */
export const imageManifestText = __IMAGE_MANIFEST__;
