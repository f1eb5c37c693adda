/**
 * The owner's settings (`.env.example` names them): the one module the rest of the code imports. Every
 * rule and default is in ./rules.ts; ./read.ts reads and checks them once; ./analytics.ts, ./editor.ts
 * and ./appConfig.ts say what they mean for the analytics, the content editor and the page. The folder
 * imports nothing of ours but the page's pure helpers (src/lib/), the build's error and its paths.
 */
export { appConfig, productionWarnings } from './appConfig';
export { editorSettings } from './editor';
export { readSettings } from './read';
export {
  DEFAULT_HOST,
  DEFAULT_RETENTION_MONTHS,
  DEFAULT_SITE_URL,
  DEV_EMAIL_IDS,
  DEV_PORT,
  PREVIEW_PORT,
  SETTING_NAMES,
  type Settings,
} from './rules';
