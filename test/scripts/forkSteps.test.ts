// The mechanics of Marina's fork (scripts/testRunners/forkSteps.ts) that cost no suite: what the copy
// holds, what counts as her path, and the variable that keeps the fork's own npm test from forking again.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { repositoryFiles } from '../../scripts/forks/copyRepository';
import { ownerPathProblems } from '../../scripts/forks/ownerPath';
import { temporaryFolder } from '../../scripts/temporaryFolder';
import { FORK_SUITE_ENV, forkStepOf, INSIDE_FORK } from '../../scripts/testRunners/forkSteps';
import { ROOT } from '../../tools/projectPaths';

const write = (dir: string, file: string, text = '') => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};

describe("Marina's fork", () => {
  // Its npm test reads them all: the settings of format:check, lint and types, the workflows' test, the docs' references.
  test('the copy holds what npm test reads', () => {
    const files = repositoryFiles(ROOT);
    for (const file of [
      'package.json',
      'package-lock.json',
      'build.mjs',
      'tsconfig.json',
      'eslint.config.js',
      '.prettierrc.json',
      '.prettierignore',
      '.vscode/settings.json',
      '.github/workflows/tests.yml',
      '.ci/run',
      'docs/content.md',
      'README.md',
      'scripts/testRunners/forkSteps.ts',
      'test/setup/demoContent.ts',
    ])
      assert.ok(files.includes(file), file);
    for (const folder of ['src/', 'static/', 'tools/', 'test/fixtures/owners/demo/', 'test/e2e/site/'])
      assert.ok(
        files.some((file) => file.startsWith(folder)),
        folder,
      );
  });

  test('the copy leaves out what git ignores, and takes the files not yet committed', (t) => {
    const dir = temporaryFolder('checkout-');
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    execFileSync('git', ['init', '-q'], { cwd: dir });
    write(dir, '.gitignore', 'dist/\n.cache/\n');
    write(dir, 'dist/index.html');
    write(dir, '.cache/eslint/cache');
    write(dir, 'src/new.ts');
    assert.deepEqual(repositoryFiles(dir).sort(), ['.gitignore', 'src/new.ts']);
  });

  test("her path: the demo's pictures, notes, case studies and English gone, the section added, one left out, one moved", (t) => {
    const dir = temporaryFolder('path-');
    const fixtures = temporaryFolder('fixtures-');
    t.after(() => [dir, fixtures].forEach((folder) => rmSync(folder, { recursive: true, force: true })));
    write(fixtures, 'static/images/projects/hers.svg');
    // The demo, as the copy starts.
    // The demo's menu, written here: the repository's is the owner's (in a fork, Marina's).
    const sections = ['inicio', 'sobre-mim', 'meus-projetos', 'habilidades-tecnicas', 'experiencia', 'contato'];
    write(dir, 'src/content/navigation.yaml', `homeSections:\n${sections.map((id) => `  - id: ${id}\n`).join('')}`);
    write(dir, 'src/pages/sectionRegistry.ts', "import { SkillsSection } from '../sections/SkillsSection';\n");
    write(dir, 'static/images/profile.jpg');
    for (const file of ['notes/a.md', 'projects/a.md', 'en/owner.yaml']) write(dir, `src/content/${file}`);
    // One line each: the pictures, 3 folders, 3 files, the registry, the section left out, the one moved.
    assert.equal(ownerPathProblems(dir, fixtures).length, 10);
    // Her path, taken.
    rmSync(join(dir, 'static'), { recursive: true });
    write(dir, 'static/images/projects/hers.svg');
    for (const folder of ['notes', 'projects', 'en']) rmSync(join(dir, 'src/content', folder), { recursive: true });
    for (const file of ['src/content/talks.yaml', 'src/collections/talks.ts', 'src/sections/TalksSection.tsx']) write(dir, file);
    write(dir, 'src/pages/sectionRegistry.ts', "import { TalksSection } from '../sections/TalksSection';\n");
    write(dir, 'src/content/navigation.yaml', 'homeSections:\n  - id: inicio\n  - id: contato\n  - id: experiencia\n');
    assert.deepEqual(ownerPathProblems(dir, fixtures), []);
  });

  test('its own npm test makes no fork of its own, and says so in one line', async (t) => {
    assert.equal(typeof FORK_SUITE_ENV[INSIDE_FORK], 'string');
    const log = t.mock.method(console, 'log', () => undefined);
    assert.equal(await forkStepOf({ ...process.env, ...FORK_SUITE_ENV })(), 0);
    assert.equal(log.mock.callCount(), 1);
    assert.match(String(log.mock.calls[0].arguments[0]), /fork of Marina.*TEST_INSIDE_FORK.*no fork of its own/);
  });
});
