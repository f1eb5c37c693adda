// The owner's own content (src/content/, static/) and its build, with no settings: what the site checks
// take (test/e2e/site/, and the owner's line of the budgets), which hold for every site the build accepts.
import { checkedContent, SITE_CONTENT_DIR } from '../../tools/content/source';
import { checkedTranslation } from '../../tools/content/translation';
import { STATIC_DIR } from '../../tools/projectPaths';
import { caseStudiesOf, notesOf } from './content';

export { ownerDist, sameAsOwner as ownerIsDemo } from './demo';
export const ownerContent = await checkedContent(SITE_CONTENT_DIR, STATIC_DIR);
export const ownerTranslation = await checkedTranslation(SITE_CONTENT_DIR, ownerContent);
export const ownerCaseStudies = caseStudiesOf(SITE_CONTENT_DIR, ownerContent, ownerTranslation !== null);
export const ownerNotes = notesOf(SITE_CONTENT_DIR, ownerContent, ownerTranslation !== null);
