// Behaviour tests run on content the tests own, never on the owner's: in their processes, every import
// of the content (`site:content/owner`) is answered by the demo fixture's data file (test/fixtures/owners/
// demo, a content folder, scripts/siteVariants/demoFixture.ts), as the build's plugin answers it from a
// content folder (tools/content/source.ts). Loaded with `--import` before any test file. What reads the
// content as the build does (checkedContent) still reads the owner's: the site checks.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { demoContentFolder } from '../../scripts/siteVariants/demoFixture';
import { CONTENT_MODULES } from '../../src/collections/index';
import { SITE_CONTENT_DIR } from '../../tools/content/source';

register('./demoContentHooks.mjs', import.meta.url, {
  data: {
    site: `${pathToFileURL(SITE_CONTENT_DIR).href}/`,
    demo: `${pathToFileURL(demoContentFolder()).href}/`,
    collections: [...CONTENT_MODULES],
  },
});
