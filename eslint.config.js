import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/results',
      'bench/.dist',
      'bench/.cache',
      'bench/.src',
      'e2e/hosts/react/dist',
      // The docs sites' dependencies, builds and the files the docs-sites test writes.
      'e2e/sites/*/**/node_modules',
      'e2e/sites/.work',
      'e2e/sites/docusaurus/{static,.docusaurus,docusaurus.config.js}',
      'e2e/sites/vitepress/{public,.vitepress/cache,.vitepress/config.mts}',
      'e2e/sites/hugo/static',
      'e2e/sites/mkdocs/docs/lb',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The model is pure: no clock, no randomness, no DOM, nothing of the layers above it. Time
    // comes in as a number.
    files: ['src/model/**/*.ts'],
    ignores: ['src/model/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'location',
        'navigator',
        'requestAnimationFrame',
        'setTimeout',
        'setInterval',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The model is deterministic.' },
        { object: 'Date', property: 'now', message: 'The model takes time as a position.' },
        { object: 'performance', property: 'now', message: 'The model takes time as a position.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'framer-motion*', 'zustand*'],
              message: 'The model is plain TypeScript.',
            },
            {
              group: [
                '**/store/*',
                '**/player/*',
                '**/stage/*',
                '**/hooks/*',
                '**/app/*',
                '**/embed/*',
                '**/lib/*',
              ],
              message: 'The model imports nothing of the layers built on it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    // Playwright fixtures call `use`, which is not React's.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['e2e/hosts/**/*.{js,ts,tsx}', 'public/**/*.js', 'bench/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The benchmark and the exporter's driver run in Node and hand functions to the page.
    files: ['bench/*.mjs', 'scripts/render-page.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
