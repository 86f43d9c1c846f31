import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

const featuresDir = new URL('./client/src/features', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Zones are paths from the repository root whatever folder ESLint runs in (an editor opens a package).
const boundaries = (zones) => ['error', { basePath: root, zones }];

const serverZones = [
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
];

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
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Each file is checked with the tsconfig nearest to it (client, server, shared, contract-check).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without a resolver for .ts and the workspace packages, import-x cannot tell where an import
      // leads, and no-restricted-paths passes every import unchecked.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'client/tsconfig.json',
            'server/tsconfig.json',
            'shared/tsconfig.json',
            'scripts/contract-check/tsconfig.json',
          ].map((tsconfig) => `${root}${tsconfig}`),
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // node:test's test() and describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it'] },
          ],
        },
      ],
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
  // Package names are matched by name too: shared does not depend on them, so they do not resolve.
  {
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@cakeshop/server*', '@cakeshop/client*', '../../server/*', '../../client/*'] },
      ],
      'import-x/no-restricted-paths': boundaries([
        {
          target: './shared',
          from: ['./server', './client', './scripts'],
          message: 'The shared package imports nothing of ours.',
        },
      ]),
    },
  },
  { files: ['server/src/**'], rules: { 'import-x/no-restricted-paths': boundaries(serverZones) } },
  // Areas inside the embedded API: the core the business areas plug into imports none of them, so
  // no area imports one that imports it back (requests/ is wired to its kinds in visitor-requests.ts).
  {
    files: ['server/src/api/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': boundaries([
        ...serverZones,
        ...[
          ['db', [], 'The database layer imports no area of the API.'],
          ['http', [], 'The HTTP layer imports no area of the API (not even the activity log).'],
          ['audit', ['db', 'http'], 'The activity log imports only the database and HTTP layers.'],
          ['media', ['db', 'http'], 'Pictures import only the database and HTTP layers.'],
          ['outbox', ['db', 'http'], 'The outbox imports only the database and HTTP layers.'],
          ['idempotency', ['db', 'http'], 'Idempotency keys import only the database and HTTP layers.'],
          [
            'requests',
            ['db', 'http', 'audit', 'outbox', 'idempotency'],
            'The requests core imports no kind of request: kinds plug into it (visitor-requests.ts).',
          ],
          [
            'payments',
            ['db', 'http', 'idempotency', 'outbox', 'audit'],
            'Payments know no kind of request: the kinds hear of them through their events (paid, refunded).',
          ],
          [
            'fulfilment',
            ['db', 'http', 'audit', 'outbox', 'cake', 'calendar', 'home', 'delivery'],
            'Fulfilment imports no kind of request: orders and custom cakes use it, never the reverse.',
          ],
          [
            'content',
            ['db', 'http'],
            'Versions of content import only the database and HTTP layers: every kind calls them.',
          ],
          [
            'drafts',
            ['db', 'http', 'audit', 'media', 'content'],
            'Drafts import no kind of content: kinds plug into them (content-kinds.ts).',
          ],
        ].map(([area, below, message]) => ({
          target: `./server/src/api/${area}`,
          from: './server/src/api',
          except: [`./${area}`, './errors.ts', './money.ts', ...below.map((other) => `./${other}`)],
          message,
        })),
      ]),
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A react-router loader stops with a thrown redirect, which is a Response by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Imports flow one way (STYLE.md, after bulletproof-react): lib → api → components → features → app.
      'import-x/no-restricted-paths': boundaries([
        ...features.map((area) => ({
          target: `./client/src/features/${area}`,
          from: './client/src/features',
          except: [`./${area}`],
          message: 'Features do not import each other: shared code lives in components/, lib/ or api/.',
        })),
        {
          target: './client/src/features',
          from: './client/src/app',
          message: 'Features do not import the app (router, providers): the app imports them.',
        },
        {
          target: './client/src/components',
          from: ['./client/src/features', './client/src/app'],
          message: 'Shared components import no feature and no app code.',
        },
        {
          target: './client/src/api',
          from: ['./client/src/features', './client/src/app', './client/src/components'],
          message: 'The API layer imports only lib/ and the shared package.',
        },
        {
          target: './client/src/lib',
          from: ['./client/src/features', './client/src/app', './client/src/api', './client/src/components'],
          message: 'lib/ is the bottom layer: it imports no api, component, feature or app code.',
        },
      ]),
    },
  },
  // Last, so no rule above turns type information back on: plain JavaScript (build scripts, this
  // file) and the declarations written for it belong to no TypeScript project and are linted without it.
  { files: ['**/*.{js,mjs,cjs}', '**/*.d.mts'], ...tseslint.configs.disableTypeChecked },
);
