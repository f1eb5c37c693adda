// `npm run lint`: ESLint over the whole tree, type-aware (typescript-eslint), with React's rules of
// hooks and its compiler's checks (eslint-plugin-react-hooks) and the accessibility rules of JSX
// (eslint-plugin-jsx-a11y). Formatting is Prettier's alone (`npm run format`): eslint-config-prettier
// turns off every rule it would fight. A rule turned off on a line says why, on that line.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.cache/', '.dev/', '.outbox/', 'backups/', 'perf-reports/', 'test-results/', 'test/fixtures/lint/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // One program for the whole tree (tsconfig.json includes every TypeScript file): a fresh lint took
      // 55 CPU-s so against 61 to 68 with the project service (2026-11-27, docs/performance.md).
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    rules: {
      // A name starting with _ is there to be left out: `const { dropped: _dropped, ...rest } = value`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // node:test's describe() and test() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'suite', 'test', 'it'] }] },
      ],
    },
  },
  {
    files: ['test/**'],
    rules: {
      // act(async () => …) is how React lets a test's promises settle: an async callback with no await is the point.
      '@typescript-eslint/require-await': 'off',
      // Tests take a browser's method aside to put it back afterwards (window.scrollTo, matchMedia).
      '@typescript-eslint/unbound-method': 'off',
      // Tests read what the build wrote (JSON, feeds, manifests) as untyped data and assert its shape.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // React's rules where React code is: test helpers named use… (useSite) are node:test's suite hooks.
  { files: ['src/**/*.{ts,tsx}', 'test/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  {
    // The site, its build and its scripts stand on their own: tests import them, never the reverse.
    files: ['src/**', 'tools/**', 'scripts/**', '*.{js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)test/', message: 'only tests import from test/' }] }] },
  },
  prettier,
);
