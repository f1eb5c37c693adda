import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { SETTING_NAMES } from '../../../tools/settings';
import { ROOT } from '../../support/browser';

// The workflow is read as text: what matters is which address the build gets and what is published.
describe('the GitHub Pages workflow', () => {
  const workflow = readFileSync(join(ROOT, '.github/workflows/pages.yml'), 'utf8');
  const buildEnv = workflow.slice(workflow.indexOf('- run: npm run build'), workflow.indexOf('upload-pages-artifact'));

  test('builds for the address GitHub Pages reports, sub-path included', () => {
    assert.match(workflow, /- id: pages\n\s+uses: actions\/configure-pages@v\d+/);
    assert.match(buildEnv, /SITE_URL: \$\{\{ steps\.pages\.outputs\.base_url \}\}/);
  });

  test('passes every build setting from the repository variables, and no server setting', () => {
    const passed = [...buildEnv.matchAll(/^\s+([A-Z_]+): \$\{\{ vars\.\1 \}\}$/gm)].map(([, name]) => name);
    assert.deepEqual(passed.sort(), SETTING_NAMES.filter((name) => !['SITE_URL', 'PORT', 'HOST'].includes(name)).sort());
  });

  test('publishes dist/ with the official Pages actions, on each push to main', () => {
    assert.match(workflow, /on:\n\s+push:\n\s+branches: \[main\]/);
    assert.match(workflow, /uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist\n/);
    assert.match(workflow, /needs: build[\s\S]*uses: actions\/deploy-pages@v\d+/);
    assert.match(workflow, /pages: write\n\s+id-token: write/);
  });
});
