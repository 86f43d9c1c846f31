// Run with `node --test scripts/request-kinds.test.mjs`. Each table keyed by the kind of a visitor's
// request is a `PerKind<…>` (shared/src/request-status.ts): adding a kind to REQUEST_KINDS must not
// compile until every one of them says how the new kind is handled, where an `if`/`else` would
// quietly treat it as another kind. The proof compiles the real sources with one more kind added.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const KINDS_FILE = `${root}shared/src/request-status.ts`;
const KINDS = "export const REQUEST_KINDS = ['cake', 'course', 'waitlist', 'custom'] as const;";

/** The errors TypeScript reports for these files, compiled with the project's options, by file. */
function errorsByFile(tsconfig, rootNames, patch) {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}${tsconfig}`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === KINDS_FILE && patch ? patch(readFile(file)) : readFile(file));
  const program = ts.createProgram({
    rootNames: rootNames.map((name) => `${root}${name}`),
    options: config.options,
    host,
  });
  const errors = new Map();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? diagnostic.file.fileName.replace(root, '') : '(global)';
    errors.set(file, [
      ...(errors.get(file) ?? []),
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    ]);
  }
  return errors;
}

const addGift = (source) => {
  assert.ok(source.includes(KINDS), 'REQUEST_KINDS is written as this test expects');
  return source.replace(KINDS, KINDS.replace("'custom'", "'custom', 'gift'"));
};

const projects = [
  {
    tsconfig: 'server/tsconfig.json',
    tables: [
      'shared/src/request-status.ts',
      'shared/src/request-changes.ts',
      'shared/src/request-messages.ts',
      'server/src/api/visitor-requests.ts',
    ],
  },
  {
    tsconfig: 'client/tsconfig.json',
    tables: [
      'client/src/api/inbox.ts',
      'client/src/features/dashboard/inbox/inbox-kinds.tsx',
      'client/src/features/site/pages/request-received-page.tsx',
    ],
    // The build's virtual module, declared for the compiler.
    declarations: ['client/src/response-shapes.d.ts'],
  },
];

for (const { tsconfig, tables, declarations = [] } of projects) {
  test(`when another kind of request is added, then each per-kind table of ${tsconfig.split('/')[0]} fails to compile until it handles it`, () => {
    const before = errorsByFile(tsconfig, [...tables, ...declarations]);
    assert.deepEqual([...before.keys()], [], JSON.stringify([...before]));
    const after = errorsByFile(tsconfig, [...tables, ...declarations], addGift);
    for (const table of tables)
      assert.ok(
        after.get(table)?.some((message) => message.includes("'gift'")),
        `${table} compiles with a kind it does not handle: ${JSON.stringify(after.get(table))}`,
      );
  });
}

test('the kinds are declared where this test patches them', () => {
  assert.ok(readFileSync(KINDS_FILE, 'utf8').includes(KINDS));
});
