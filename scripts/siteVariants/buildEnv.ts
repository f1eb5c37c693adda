// The environment of a build made for a test or a measurement: never the owner's .env or shell settings.
import { SETTING_NAMES } from '../../tools/settings';

/** The environment without the owner's build settings, so a build never depends on a local .env or shell. */
export function settingsFreeEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of SETTING_NAMES) delete env[name];
  return { ...env, ...extra };
}
export const NO_SETTINGS_FILE = '--settings-file=/nonexistent/.env';
