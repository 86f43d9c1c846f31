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

/**
 * Compiles `rootNames` with the project's options, `patch` applied to the kinds file, reusing the
 * unchanged files of `oldProgram`, and returns the program with the errors TypeScript reports in
 * `checked` (and the program's global ones), by file. Only what the checked files use is
 * type-checked: `pnpm typecheck` checks every file; here only the tables are in question.
 */
function compile(tsconfig, rootNames, checked, { patch, oldProgram } = {}) {
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
    oldProgram,
  });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((name) => {
      const file = program.getSourceFile(`${root}${name}`);
      assert.ok(file, `${name} is not part of the program`);
      return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    }),
  ];
  const errors = new Map();
  for (const diagnostic of diagnostics) {
    const file = diagnostic.file ? diagnostic.file.fileName.replace(root, '') : '(global)';
    errors.set(file, [
      ...(errors.get(file) ?? []),
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    ]);
  }
  return { program, errors };
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
      'server/src/api/visitor-kinds.ts',
    ],
  },
  {
    tsconfig: 'client/tsconfig.json',
    tables: [
      'client/src/api/inbox.ts',
      'client/src/features/inbox/inbox-kinds.tsx',
      'client/src/features/tracking/pages/request-received-page.tsx',
    ],
    // The build's virtual module, declared for the compiler.
    declarations: ['client/src/response-shapes.d.ts'],
  },
];

for (const { tsconfig, tables, declarations = [] } of projects) {
  test(`when another kind of request is added, then each per-kind table of ${tsconfig.split('/')[0]} fails to compile until it handles it`, () => {
    const rootNames = [...tables, ...declarations];
    const before = compile(tsconfig, rootNames, tables);
    assert.deepEqual([...before.errors.keys()], [], JSON.stringify([...before.errors]));
    const after = compile(tsconfig, rootNames, tables, { patch: addGift, oldProgram: before.program });
    for (const table of tables)
      assert.ok(
        after.errors.get(table)?.some((message) => message.includes("'gift'")),
        `${table} compiles with a kind it does not handle: ${JSON.stringify(after.errors.get(table))}`,
      );
  });
}

test('the kinds are declared where this test patches them', () => {
  assert.ok(readFileSync(KINDS_FILE, 'utf8').includes(KINDS));
});
