// The repository as the content editor at /admin/ works on it in a test (test/e2e/admin.test.ts): the
// tested content's files, in Chromium as scripts/browser/editorRepository.ts lays them out.
import { repositoryFiles as filesOf } from '../../scripts/browser/editorRepository';
import { TESTED_CONTENT_DIR } from './content';

export { fillFolder, folderFile, folderFiles, offline, pickedFolder } from '../../scripts/browser/editorRepository';

/** The tested content as the editor reads it from the repository. */
export const repositoryFiles = () => filesOf(TESTED_CONTENT_DIR);
