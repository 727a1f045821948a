// One lint configuration for every workspace: type-aware rules for TypeScript, browser globals for
// the web client, Node globals for the server, the simulator and the orchestration scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'frontend/src/graphql/generated/**',
      'examples/consumer/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      'scripts/**/*.mjs',
      '*.js',
      '*.ts',
      '**/*.mjs',
      'backend/jest.config.js',
      'bench/**/*.{mjs,ts}',
      'examples/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['backend/**/*.ts', 'simulator/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // `import { type X } from './m'` keeps './m' (and all it imports) in the client's bundle under
    // verbatimModuleSyntax; `import type` drops it. One such import cost the dashboard 9 KB.
    files: ['frontend/**/*.ts', 'frontend/**/*.tsx'],
    rules: { '@typescript-eslint/no-import-type-side-effects': 'error' },
  },
  {
    // A component or hook over 150 lines does more than one job: compose it of named parts.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/generated/**', '**/testing/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Nest injects by constructor parameter types: those imports must stay value imports.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  prettier,
);
