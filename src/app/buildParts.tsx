/**
 * What this build carries beyond the home page, decided here and nowhere else: a part the build does
 * not have is null (or does nothing), and its code is not in that build's script. The build defines
 * the flags (src/lib/buildFlags.ts) and drops each part whose flag is false; the flags are named here,
 * as esbuild drops an import only in the module that writes the flag's value.
 */
import { AudienceChoice } from '../components/AudienceChoice';
import { ConsentNotice as Notice, PrivacyActions as Actions } from '../components/ConsentNotice';
import { EditionLink as OtherEdition } from '../components/EditionLink';
import { usePageAlternate as useAlternate } from '../hooks/usePageAlternate';
import { startAnalytics as start } from '../lib/analytics';
import { startAudience } from '../lib/audience';
// Outside a bundle no flag is defined: this sets them before they are read below.
import '../lib/buildFlags';
import { PrerenderedPage } from '../pages/PrerenderedPage';

// Google Analytics asks first; a privacy-first provider asks nothing, and its opt-out is in the privacy text.
export const ConsentNotice = __ANALYTICS__ ? Notice : null;
export const PrivacyActions = __ANALYTICS__ ? Actions : __AUDIENCE__ ? AudienceChoice : null;
export const startAnalytics = __ANALYTICS__ ? start : __AUDIENCE__ ? startAudience : () => {};

/** The page made from Markdown at the current address, or null in a build without such pages. */
export const MarkdownPage = __PAGES__ ? PrerenderedPage : null;
const usePageAlternate = __PAGES__ ? useAlternate : () => undefined;

/** The link to the other edition, told the other edition's address of the page made from Markdown being shown. */
function EditionLinkOfPage() {
  return <OtherEdition alternate={usePageAlternate()} />;
}
export const EditionLink = __EDITIONS__ ? EditionLinkOfPage : null;
