/**
 * The command line of `npm run import:resume -- FILE.json [--en EN.json] [--force] [--keep-notes] [--content=DIR]`:
 * what it replaced, kept and removed, where the backup is and how to restore it, what the owner
 * completes and what of the résumé it left out; a non-zero exit, having written nothing, when it lists
 * problems or would replace content without --force.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems } from '../content/problems';
import { SITE_CONTENT_DIR } from '../content/source';
import { BuildError, failureMessage } from '../errors';
import { displayPath, ROOT } from '../projectPaths';
import { restoreCommand } from '../contentReplace/restoreCli';
import { importResume, type ImportOptions, type ImportOutcome } from './importResume';

const USAGE = 'npm run import:resume -- FILE.json [--en EN.json] [--force] [--keep-notes] [--content=DIR]';

/** Files are named from where the owner typed the command (npm runs scripts from the root). */
const typedFrom = () => process.env.INIT_CWD ?? process.cwd();

export function parseImportCommand(args: readonly string[]): ImportOptions {
  const files: string[] = [];
  const options: Omit<ImportOptions, 'file'> = { contentDir: SITE_CONTENT_DIR, force: false };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const [name, value] = arg.split(/=(.*)/s);
    if (arg === '--force') options.force = true;
    else if (arg === '--keep-notes') options.keepNotes = true;
    else if (name === '--en' && (value || args[index + 1]?.startsWith('--') === false))
      options.en = resolve(typedFrom(), value || args[++index]);
    else if (name === '--content' && value) options.contentDir = resolve(ROOT, value);
    else if (!arg.startsWith('--')) files.push(resolve(typedFrom(), arg));
    else throw new BuildError(`argumento inesperado "${arg}"; uso: ${USAGE}`);
  }
  if (files.length !== 1) throw new BuildError(`${files.length === 0 ? 'falta o currículo' : 'um currículo só'}; uso: ${USAGE}`);
  return { ...options, file: files[0] };
}

const count = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;
const list = (paths: readonly string[]) => paths.map((path) => `  ${path}`);

/** What the command prints, and on which stream. */
export function report(outcome: ImportOutcome, contentDir: string): { out: string[]; err: string[] } {
  const folder = `${displayPath(contentDir)}/`;
  if (outcome.status === 'invalid') {
    const header = `nada foi escrito em ${folder}: ${count(outcome.problems.length, 'problema', 'problemas')}:`;
    return { out: [], err: [header, formatProblems(outcome.problems)] };
  }
  if (outcome.status === 'refused') {
    const changes = [...outcome.replaced.map((path) => `  substitui ${path}`), ...outcome.removed.map((path) => `  remove ${path}`)];
    return { out: [], err: [`${folder} já tem conteúdo: nada foi escrito. Com --force, a importação:`, ...changes, ...outcome.notes] };
  }
  const out = [
    `Conteúdo importado em ${folder}: ${count(outcome.written.length, 'arquivo escrito', 'arquivos escritos')}`,
    ...outcome.written.map((path) => `  ${path}${outcome.replaced.includes(path) ? ' (substituído)' : ''}`),
  ];
  if (outcome.removed.length > 0)
    out.push(`${count(outcome.removed.length, 'arquivo removido', 'arquivos removidos')}:`, ...list(outcome.removed));
  out.push(...outcome.notes);
  if (outcome.backup)
    out.push('', `O conteúdo de antes está em ${outcome.backup}/. Para voltar a ele:`, `  ${restoreCommand(outcome.backup, contentDir)}`);
  if (outcome.kept.length > 0) out.push('', 'Mantido do conteúdo de antes (o currículo não tem):', formatProblems(outcome.kept));
  out.push('', 'Complete à mão o que um JSON Resume não tem:', formatProblems(outcome.toComplete));
  if (outcome.unused.length > 0) out.push('', 'Não usado do currículo:', formatProblems(outcome.unused));
  out.push('', 'Depois: npm start para ver o site, e git add e git commit quando ele estiver como você quer.');
  return { out, err: [] };
}

export async function main(args: readonly string[]): Promise<void> {
  try {
    const options = parseImportCommand(args);
    const { out, err } = report(await importResume(options), options.contentDir);
    if (out.length > 0) console.log(out.join('\n'));
    if (err.length > 0) console.error(err.join('\n'));
    process.exitCode = err.length > 0 ? 1 : 0;
  } catch (error) {
    const message = failureMessage(error);
    if (message) console.error(`a importação falhou: ${message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
