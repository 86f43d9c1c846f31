import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./client/src/features', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nothing but the env module reads process.env (STYLE.md: one module per concern).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through the env module.' },
      ],
    },
  },
  {
    files: [
      'server/src/env.ts',
      '**/*.test.ts',
      '**/*.spec.ts',
      '**/scripts/**',
      'scripts/**',
      '**/*.config.ts',
      'client/e2e/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Playwright reads a fixture's dependencies from its destructured first argument: `{}` means none.
  { files: ['client/e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  // Package boundaries (DESIGN.md): shared imports nothing of ours; bff and api never import each other.
  {
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@cakeshop/server*', '@cakeshop/client*', '../../server/*', '../../client/*'] },
      ],
    },
  },
  {
    files: ['server/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/src/bff',
              from: './server/src/api',
              message: 'The BFF mounts the API only through app.ts.',
            },
            {
              target: './server/src/api',
              from: './server/src/bff',
              message: 'The embedded API knows nothing of the BFF.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other (bulletproof-react): shared code lives in components/ or lib/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((area) => ({
              target: `./client/src/features/${area}`,
              from: './client/src/features',
              except: [`./${area}`],
              message: 'Features do not import each other.',
            })),
            {
              target: ['./client/src/components', './client/src/lib'],
              from: ['./client/src/features', './client/src/app'],
            },
            { target: './client/src/features', from: './client/src/app' },
          ],
        },
      ],
    },
  },
);
