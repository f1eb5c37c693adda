/**
 * What a build carries, decided when it is bundled (esbuild `define`, tools/bundling/esbuildOptions.ts):
 * code behind a flag that is false is left out of that build. esbuild drops code only where the flag is
 * written, not behind a constant imported from elsewhere, so each use writes `measures()`'s test itself:
 * `typeof __ANALYTICS__ !== 'undefined' ? __ANALYTICS__ : measures()`. Outside a bundle (unit tests)
 * the flag is absent and the configuration decides.
 */
import { shouldLoadAnalytics } from './analytics';
import { config } from './config';

declare global {
  /** The site measures (a production build with a measurement id): the consent notice and Google's tag. */
  const __ANALYTICS__: boolean | undefined;
  /** The edition has pages made from the owner's Markdown (case studies, notes): their routes and the moves between pages. */
  const __PAGES__: boolean | undefined;
  /** The site has another edition (a translation): the header's link to it. */
  const __EDITIONS__: boolean | undefined;
}

/** The configuration's answers, for code outside a bundle. */
export const measures = () => shouldLoadAnalytics(config);
export const hasPages = () => config.caseStudies.length > 0 || config.notes !== null;
export const hasEditions = () => config.languages.length > 1;
