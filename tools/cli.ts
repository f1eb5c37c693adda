// The command line of build.mjs: which job to do, with which settings, and one clear line on failure.
import { resolve } from 'node:path';
import { SITE_CONTENT_DIR } from './content/source';
import { settleInterrupted } from './contentReplace/replaceContent';
import { BuildError, failureMessage } from './errors';
import { ROOT, STATIC_DIR } from './projectPaths';
import { readSettings } from './settings';

const USAGE = 'node build.mjs [--watch | --preview] [--outdir=DIR] [--static-dir=DIR] [--settings-file=FILE] [--content=DIR]';

export interface Command {
  job: 'build' | 'watch' | 'preview';
  /** Where the build writes, or what the preview serves. */
  outdir: string;
  /** What the build copies and takes the content's images from. */
  staticDir: string;
  settingsFile: string;
  /** src/content/, or a folder whose modules replace those of src/content/ with the same name. */
  contentDir: string;
}

export function parseCommand(args: readonly string[]): Command {
  const command: Command = {
    job: 'build',
    outdir: resolve(ROOT, 'dist'),
    staticDir: STATIC_DIR,
    settingsFile: resolve(ROOT, '.env'),
    contentDir: SITE_CONTENT_DIR,
  };
  for (const arg of args) {
    const [name, value] = arg.split(/=(.*)/s);
    if ((arg === '--watch' || arg === '--preview') && command.job === 'build') command.job = arg === '--watch' ? 'watch' : 'preview';
    else if (name === '--outdir' && value) command.outdir = resolve(ROOT, value);
    else if (name === '--static-dir' && value) command.staticDir = resolve(ROOT, value);
    else if (name === '--settings-file' && value) command.settingsFile = resolve(ROOT, value);
    else if (name === '--content' && value) command.contentDir = resolve(ROOT, value);
    else throw new BuildError(`unexpected argument "${arg}"; usage: ${USAGE}`);
  }
  return command;
}

export async function main(args: readonly string[]): Promise<void> {
  try {
    const command = parseCommand(args);
    const settings = readSettings(process.env, command.settingsFile);
    // An import or restore killed midway is finished (or undone) before the content is read.
    if (command.job !== 'preview') await settleInterrupted(command.contentDir);
    // Each job loads only its own modules: a process start pays for what it runs, not for every job
    // (the production build's imports alone cost a preview about two CPU-seconds).
    if (command.job === 'watch')
      await (await import('./devServer/devServer')).startDevServer(settings, command.contentDir, command.staticDir);
    else if (command.job === 'preview') await (await import('./preview/previewServer')).startPreviewServer(settings, command.outdir);
    else {
      // Before anything loads React: its production files render the pages and the CVs, with the same
      // output as the development ones, which check and warn as they go (a warm build of the demo 5.05
      // against 5.41 CPU-s, 300 notes 11.7 against 13.2; docs/performance.md). The dev server keeps them.
      process.env.NODE_ENV = 'production';
      await (await import('./production/buildSite')).buildProduction(settings, command.outdir, command.contentDir, command.staticDir);
    }
  } catch (error) {
    const message = failureMessage(error);
    if (message) console.error(`\nbuild failed: ${message}`);
    process.exit(1);
  }
}
