// The lint of `npm test` (eslint.config.js) applies React's rules of hooks: a hook called inside a
// condition fails it. The fixture is left out of the tree's own lint, and linted here on purpose.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { ROOT } from '../../tools/projectPaths';

describe('the lint', () => {
  test('a hook called inside a condition is an error of react-hooks/rules-of-hooks', async () => {
    // The rules that need types off: they would make the program of the whole tree for this one file (~6 s).
    const eslint = new ESLint({ cwd: ROOT, ignore: false, overrideConfig: tseslint.configs.disableTypeChecked });
    const [result] = await eslint.lintFiles([join(ROOT, 'test/fixtures/lint/conditionalHook.tsx')]);
    const errors = result.messages.filter((message) => message.severity === 2).map((message) => `${message.line}: ${message.ruleId}`);
    assert.deepEqual(errors, ['6: react-hooks/rules-of-hooks']);
  });
});
