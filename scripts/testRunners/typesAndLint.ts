// `npm test`'s types and lint in one process over one TypeScript program: `npm run typecheck` (tsc) and
// `npm run lint` (ESLint, type-aware) each parsed and checked the whole tree, the lint the longest of
// the first checks (docs/performance.md). Here the program tsc would make (incremental, as tsconfig.json
// says) is checked first, then handed to ESLint, whose rules find its types already worked out. Each
// reports as its own command would; the run fails when either finds a problem.
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import ts from 'typescript';

/** `npm run lint`'s settings, over the program's TypeScript files; the others as eslint.config.js says. */
const LINT = { cache: true, cacheLocation: '.cache/eslint/' };
const MAX_WARNINGS = 0;

function checkedProgram(): { program: ts.Program; problems: number } {
  const { options, fileNames, errors } = ts.getParsedCommandLineOfConfigFile('tsconfig.json', undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  const builder = ts.createIncrementalProgram({ rootNames: fileNames, options, configFileParsingDiagnostics: errors });
  // What tsc reports, in its order: the later kinds only when the earlier found nothing.
  const diagnostics = [...builder.getConfigFileParsingDiagnostics(), ...builder.getSyntacticDiagnostics()];
  if (diagnostics.length === errors.length) diagnostics.push(...builder.getOptionsDiagnostics(), ...builder.getGlobalDiagnostics());
  if (diagnostics.length === errors.length) diagnostics.push(...builder.getSemanticDiagnostics());
  builder.emit(); // the build info alone (noEmit), which the next check starts from
  const host = {
    getCanonicalFileName: (name: string) => name,
    getCurrentDirectory: () => ts.sys.getCurrentDirectory(),
    getNewLine: () => '\n',
  };
  if (diagnostics.length) process.stdout.write(ts.formatDiagnostics(diagnostics, host));
  return { program: builder.getProgram(), problems: diagnostics.length };
}

const types = checkedProgram();
console.log(`# types (tsc --noEmit): ${types.problems ? `${types.problems} problems` : 'no problem'}`);

// typescript-eslint's parser, given the program (parserOptions.programs): set in the configuration
// itself, a program could not be written into the lint's cache key, and the cache would be refused.
const tsParser = tseslint.parser as unknown as {
  meta: { version: string };
  parseForESLint(code: string, options: object): Linter.ESLintParseResult;
};
const parser: Linter.Parser = {
  meta: { name: 'typescript-eslint/parser, over the checked program', version: tsParser.meta.version },
  parseForESLint: (code: string, options?: Linter.ParserOptions) =>
    tsParser.parseForESLint(code, { ...options, programs: [types.program] }),
};
const eslint = new ESLint({ ...LINT, overrideConfig: [{ files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser } }] });
const results = await eslint.lintFiles(['.']);
const formatted = await (await eslint.loadFormatter('stylish')).format(results);
if (formatted) process.stdout.write(formatted);
const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
console.log(`# lint (eslint .): ${errors} errors, ${warnings} warnings`);
process.exitCode = types.problems || errors || warnings > MAX_WARNINGS ? 1 : 0;
