// Behaviour tests run on content the tests own, never on the owner's: in their processes, every import
// of the content (`site:content/owner`) is answered by the demo fixture's data file (test/fixtures/owners/
// demo, a content folder, scripts/siteVariants/demoFixture.ts), as the build's plugin answers it from a
// content folder (tools/content/source.ts). Loaded with `--import` before any test file. What reads the
// content as the build does (checkedContent) still reads the owner's: the site checks.
// The answers are the build's resolver's (tools/content/contentModule.ts), one per collection, computed
// here: the hooks may run in a thread of their own, which cannot import TypeScript, and only look them up.
import nodeModule, { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { demoContentFolder } from '../../scripts/siteVariants/demoFixture';
import { loadCollections } from '../../tools/content/collections';
import { resolveContentModule, type ContentModule } from '../../tools/content/contentModule';
import * as demoHooks from './demoContentHooks.mjs';

/** The name the hooks put in place of this one in the answer for a name that is no collection. */
const ANY_NAME = '\0';

const collections = await loadCollections();
const demo = demoContentFolder();
const withUrl = (module: ContentModule) => (module.kind === 'data' ? { ...module, url: pathToFileURL(module.file).href } : module);

const data = {
  modules: Object.fromEntries(collections.map(({ file }) => [file, withUrl(resolveContentModule(demo, file, collections))])),
  unknown: { ...resolveContentModule(demo, ANY_NAME, collections), placeholder: ANY_NAME },
};

/** Node's in-thread hooks (22.15 and later), which tsx uses there: they run before any module.register() hook. */
type RegisterHooks = (hooks: { resolve: typeof demoHooks.resolve; load: typeof demoHooks.load }) => unknown;
const registerHooks = (nodeModule as { registerHooks?: RegisterHooks }).registerHooks;
// Where Node has them, tsx resolves in the main thread first, by tsconfig's paths (site:content/* -> the
// collection's declaration, which exports no value): this hook must come after it, to run before it.
if (registerHooks) {
  demoHooks.initialize(data);
  registerHooks({ resolve: demoHooks.resolve, load: demoHooks.load });
} else register('./demoContentHooks.mjs', import.meta.url, { data });
