/**
 * `npm run content:restore -- BACKUP [--content=DIR]`: puts a backup that an import made back as the
 * content folder, as one step, after a backup of the folder as it is now: a restore loses nothing either.
 */
import { existsSync, statSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_CONTENT_DIR } from '../content/source';
import { BuildError, failureMessage } from '../errors';
import { displayPath, ROOT } from '../projectPaths';
import { replaceContent } from './replaceContent';

const USAGE = 'npm run content:restore -- BACKUP [--content=DIR]';

/** The command that puts `backup` back as `contentDir`, as the owner types it. */
export const restoreCommand = (backup: string, contentDir: string) =>
  `npm run content:restore -- ${displayPath(resolve(ROOT, backup))}${contentDir === SITE_CONTENT_DIR ? '' : ` --content=${displayPath(contentDir)}`}`;

export function parseRestoreCommand(args: readonly string[], typedFrom: string): { backup: string; contentDir: string } {
  let contentDir = SITE_CONTENT_DIR;
  const backups: string[] = [];
  for (const arg of args) {
    const [name, value] = arg.split(/=(.*)/s);
    if (name === '--content' && value) contentDir = resolve(ROOT, value);
    else if (!arg.startsWith('--')) backups.push(resolve(typedFrom, arg));
    else throw new BuildError(`argumento inesperado "${arg}"; uso: ${USAGE}`);
  }
  if (backups.length !== 1) throw new BuildError(`${backups.length === 0 ? 'falta a cópia' : 'uma cópia só'}; uso: ${USAGE}`);
  if (!statSync(backups[0], { throwIfNoEntry: false })?.isDirectory())
    throw new BuildError(`${displayPath(backups[0])}: não é uma pasta de cópia (as cópias estão em backups/)`);
  return { backup: backups[0], contentDir };
}

/** Replaces `contentDir` with `backup`; the backup of what it replaced, if there was anything. */
export async function restoreContent(backup: string, contentDir: string, backupsDir?: string): Promise<string | undefined> {
  const outcome = await replaceContent<never>(contentDir, {
    backupsDir,
    prepare: async (stage) => {
      for (const entry of await readdir(stage)) await rm(join(stage, entry), { recursive: true, force: true });
      await cp(backup, stage, { recursive: true, preserveTimestamps: true });
      return [];
    },
  });
  return outcome.status === 'replaced' ? outcome.backup : undefined;
}

export async function main(args: readonly string[]): Promise<void> {
  try {
    const { backup, contentDir } = parseRestoreCommand(args, process.env.INIT_CWD ?? process.cwd());
    const previous = await restoreContent(backup, contentDir);
    console.log(`${displayPath(contentDir)}/ voltou a ser ${displayPath(backup)}/.`);
    if (previous && existsSync(previous))
      console.log(`O que estava lá está em ${displayPath(previous)}/ (${restoreCommand(previous, contentDir)}).`);
  } catch (error) {
    const message = failureMessage(error);
    if (message) console.error(`a restauração falhou: ${message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
