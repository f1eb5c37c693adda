/**
 * The owner's settings, read once: the process environment first, then the settings file (`.env`),
 * checked by ./rules.ts. Empty values and `your_…` placeholders count as not set, so a `.env` copied
 * from `.env.example` behaves like no `.env` at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { isPlaceholder } from '../../src/lib/appConfig';
import { BuildError } from '../errors';
import { displayPath } from '../projectPaths';
import { analyticsProblems } from './analytics';
import { SETTING_NAMES, settingsSchema, type SettingName, type Settings } from './rules';

function readSettingsFile(file: string): Record<string, string | undefined> {
  if (!existsSync(file)) return {};
  try {
    return parseEnv(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BuildError(`${displayPath(file)} could not be read: ${(error as Error).message}`);
  }
}

/** Reads and checks every setting; a bad value fails with one line naming each wrong setting. */
export function readSettings(env: Record<string, string | undefined>, settingsFile: string): Settings {
  const fromFile = readSettingsFile(settingsFile);
  const given = SETTING_NAMES.map((name) => [name, (env[name] ?? fromFile[name])?.trim()] as const).filter(
    (entry): entry is readonly [SettingName, string] => entry[1] !== undefined && !isPlaceholder(entry[1]),
  );
  const parsed = settingsSchema.safeParse(Object.fromEntries(given));
  if (!parsed.success) throw new BuildError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
  const problems = analyticsProblems(parsed.data);
  if (problems.length > 0) throw new BuildError(problems.join('; '));
  return parsed.data;
}
