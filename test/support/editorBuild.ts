// The site built with the content editor (tools/admin/), as the owner turns it on: shared by the editor's tests.
import { buildVariant } from './builds';

export const EDITOR_SETTINGS = { CMS_REPO: 'owner/portfolio', CMS_BRANCH: 'main' };

/** The tested content's site with /admin/. */
export const editorDist = () => buildVariant(EDITOR_SETTINGS);
