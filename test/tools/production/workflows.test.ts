// The GitHub Actions workflows, parsed: the tests run on every push and pull request on the
// maintained Node.js lines, as the README says; the Pages deployment only after they pass on main.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { ROOT } from '../../../tools/projectPaths';
import { SETTING_NAMES } from '../../../tools/settings';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string;
  container?: string;
  strategy?: { matrix: { node: number[] } };
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflow = (file: string) => parse(readFileSync(join(ROOT, '.github/workflows', file), 'utf8')) as Workflow;
const tests = workflow('tests.yml');
const pages = workflow('pages.yml');

describe('the workflows', () => {
  test('the tests run on every push and pull request, on Node 20, 22, 24 and 26, as .ci/run runs them', () => {
    assert.deepEqual(Object.keys(tests.on).sort(), ['pull_request', 'push']);
    const [job] = Object.values(tests.jobs);
    assert.deepEqual(job.strategy!.matrix.node, [20, 22, 24, 26]);
    assert.equal(job.container, 'node:${{ matrix.node }}', 'a Debian image: the distribution gives Chromium');
    assert.deepEqual(
      job.steps.map((step) => step.uses ?? step.run),
      ['actions/checkout@v4', '.ci/run'],
    );
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    assert.match(ci, /apt-get install [^\n]*chromium/);
    assert.match(ci, /\nnpm ci[^\n]*\n(?:[^\n]*\n)*?npm test\n/);
  });

  test('.ci/run also runs the unit suites on every line the workflow promises (the script skips the machine’s own)', () => {
    assert.match(readFileSync(join(ROOT, '.ci/run'), 'utf8'), /\nbash scripts\/otherNodeLines\.sh\n(?:[^\n]*\n)*?npm test\n/);
    const lines = /^LINES=\(([\d ]+)\)$/m
      .exec(readFileSync(join(ROOT, 'scripts/otherNodeLines.sh'), 'utf8'))![1]
      .split(' ')
      .map(Number);
    assert.deepEqual(lines, Object.values(tests.jobs)[0].strategy!.matrix.node);
  });

  test('Pages deploys only after the tests passed for a push to main, and deploys the tested commit', () => {
    assert.deepEqual(pages.on, { workflow_run: { workflows: [tests.name], types: ['completed'], branches: ['main'] } });
    const { build, deploy } = pages.jobs;
    assert.equal(build.if, "github.event.workflow_run.conclusion == 'success' && github.event.workflow_run.event == 'push'");
    assert.equal(build.steps[0].with!.ref, '${{ github.event.workflow_run.head_sha }}');
    assert.equal(deploy.needs, 'build');
    assert.ok(deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
  });

  test('Pages builds for the address GitHub reports, with every build setting from the repository variables', () => {
    const steps = pages.jobs.build.steps;
    assert.ok(steps.some((step) => step.id === 'pages' && step.uses?.startsWith('actions/configure-pages@')));
    const build = steps.find((step) => step.run === 'npm run build')!;
    assert.equal(build.env!.SITE_URL, '${{ steps.pages.outputs.base_url }}');
    const fromVariables = Object.entries(build.env!)
      // The editor edits the repository being deployed unless a variable names another.
      .filter(([name, value]) => value === (name === 'CMS_REPO' ? `\${{ vars.${name} || github.repository }}` : `\${{ vars.${name} }}`))
      .map(([name]) => name);
    assert.deepEqual(fromVariables.sort(), SETTING_NAMES.filter((name) => !['SITE_URL', 'PORT', 'HOST'].includes(name)).sort());
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))!;
    assert.equal(upload.with!.path, 'dist');
  });
});
