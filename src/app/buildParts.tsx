/**
 * What this build carries beyond the home page, decided here and nowhere else: a part the build does
 * not have is null (or does nothing), and its code is not in that build's script. The build defines
 * the flags (esbuild `define`, tools/bundling/esbuildOptions.ts) and drops each part whose flag is
 * false; outside a bundle (unit tests) the configuration gives them.
 */
import { ConsentNotice as Notice, PrivacyActions as Actions } from '../components/ConsentNotice';
import { EditionLink as OtherEdition } from '../components/EditionLink';
import { usePrerenderedPage } from '../hooks/usePrerenderedPage';
import { shouldLoadAnalytics, startAnalytics as start } from '../lib/analytics';
import { config, hasMarkdownPages } from '../lib/config';
import { PrerenderedPage } from '../pages/PrerenderedPage';

declare global {
  /** The site measures (a production build with a measurement id): the consent notice and Google's tag. */
  var __ANALYTICS__: boolean;
  /** The edition has pages made from the owner's Markdown (case studies, notes): their routes and the moves between pages. */
  var __PAGES__: boolean;
  /** The site has another edition (a translation): the header's link to it. */
  var __EDITIONS__: boolean;
}

if (typeof __ANALYTICS__ === 'undefined') {
  Object.assign(globalThis, {
    __ANALYTICS__: shouldLoadAnalytics(config),
    __PAGES__: hasMarkdownPages(config),
    __EDITIONS__: config.languages.length > 1,
  });
}

export const ConsentNotice = __ANALYTICS__ ? Notice : null;
export const PrivacyActions = __ANALYTICS__ ? Actions : null;
export const startAnalytics = __ANALYTICS__ ? start : () => {};

/** The page made from Markdown at the current address, or null in a build without such pages. */
export const MarkdownPage = __PAGES__ ? PrerenderedPage : null;
/** The other edition's address of the page made from Markdown at `path` (null: none, or the home page). */
export const usePageAlternate = __PAGES__ ? (path: string | null) => usePrerenderedPage(path)?.alternate : () => undefined;

export const EditionLink = __EDITIONS__ ? OtherEdition : null;
