// Run with `node --test scripts/cycles.test.mjs`. The cycle check (scripts/cycles.mjs, in `pnpm
// lint`) is shown finding cycles of each kind of import in files written for the test, and
// finding none where there is none.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

import { cycleKey, findCycles } from './lib/cycles.mjs';

const base = mkdtempSync(join(tmpdir(), 'cycles-fixtures-'));
after(() => rmSync(base, { recursive: true, force: true }));

/** A folder of its own holding `files` (name → source). */
function fixture(name, files) {
  const dir = join(base, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, source] of Object.entries(files)) writeFileSync(join(dir, file), source);
  return dir;
}

describe('the import cycle check', () => {
  test('finds a cycle made by a type-only import', async () => {
    const dir = fixture('type-only', {
      'a.ts': "import type { B } from './b';\nexport interface A { b: B }\n",
      'b.ts': "import { makeA } from './c';\nexport interface B { n: number }\nexport const b = makeA;\n",
      'c.ts': "import type { A } from './a';\nexport const makeA = (): A | null => null;\n",
    });
    assert.deepEqual((await findCycles(dir)).map(cycleKey), ['a.ts > b.ts > c.ts']);
  });

  test('finds a cycle made by a lazy import in a .tsx file', async () => {
    const dir = fixture('lazy', {
      'screen.tsx': "const Dialog = import('./dialog');\nexport const Screen = () => Dialog;\n",
      'dialog.tsx': "import { Screen } from './screen';\nexport default Screen;\n",
    });
    assert.deepEqual((await findCycles(dir)).map(cycleKey), ['dialog.tsx > screen.tsx']);
  });

  test('finds a cycle between scripts', async () => {
    const dir = fixture('scripts', {
      'one.mjs': "import { two } from './two.mjs';\nexport const one = () => two;\n",
      'two.mjs': "import { one } from './one.mjs';\nexport const two = () => one;\n",
    });
    assert.deepEqual((await findCycles(dir)).map(cycleKey), ['one.mjs > two.mjs']);
  });

  test('finds none where types and values only flow one way, and a package named like a file is no cycle', async () => {
    const dir = fixture('clean', {
      'types.ts': 'export interface Fact { label: string }\n',
      'facts.ts': "import type { Fact } from './types';\nexport const facts: Fact[] = [];\n",
      'screen.ts':
        "import { facts } from './facts';\nimport type { Fact } from './types';\nexport const first: Fact | undefined = facts[0];\n",
      'node.mjs':
        "import { readFileSync } from 'node:fs';\nimport node from 'node';\nexport { readFileSync, node };\n",
    });
    assert.deepEqual(await findCycles(dir), []);
  });

  test('writes a cycle the same way whichever of its files it starts from', () => {
    assert.equal(cycleKey(['c.ts', 'a.ts', 'b.ts']), 'a.ts > b.ts > c.ts');
    assert.equal(cycleKey(['a.ts', 'b.ts', 'c.ts']), 'a.ts > b.ts > c.ts');
  });
});
