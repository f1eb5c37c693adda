// Behaviour tests run on content the tests own, never on the owner's: in their processes, every import
// of a module of src/content/ is answered by the demo fixture's (test/fixtures/owners/demo, written as a
// content folder by scripts/siteVariants/demoFixture.ts). Loaded with `--import` before any test file.
// What reads src/content/ as the build does (checkedContent) still reads the owner's: the site checks.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { demoContentFolder } from '../../scripts/siteVariants/demoFixture';
import { SITE_CONTENT_DIR } from '../../tools/content/source';

register('./demoContentHooks.mjs', import.meta.url, {
  data: { site: `${pathToFileURL(SITE_CONTENT_DIR).href}/`, demo: `${pathToFileURL(demoContentFolder()).href}/` },
});
