// `pnpm lint` runs this: no import cycles in server, client, shared or scripts (type-only and lazy
// imports count). Exits 1 naming each cycle found, and also when a cycle listed as known is gone,
// so that the list below only ever shrinks to empty.
import { fileURLToPath } from 'node:url';

import { cycleKey, findCycles } from './lib/cycles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const AREAS = [
  { dir: 'server', tsConfig: 'server/tsconfig.json' },
  { dir: 'client', tsConfig: 'client/tsconfig.json' },
  { dir: 'shared', tsConfig: 'shared/tsconfig.json' },
  // The fixtures of scripts/cycles.test.mjs are cycles on purpose.
  { dir: 'scripts', tsConfig: 'scripts/contract-check/tsconfig.json', exclude: [/cycles-fixtures/] },
];

/**
 * Cycles in the database and requests code, which the work on the requests table rewrites: known,
 * and removed there. Nothing is added to this list.
 */
const KNOWN = new Set([
  'server: src/api/db/database.ts > src/api/db/postgres-database.ts',
  'server: src/api/db/database.ts > src/api/db/postgres-database.ts > src/api/db/postgres-copy.ts',
  'server: src/api/db/database.ts > src/api/db/postgres-database.ts > src/api/db/write-queue.ts',
  'server: src/api/db/database.ts > src/api/db/sqlite-database.ts',
  'server: src/api/db/database.ts > src/api/db/sqlite-database.ts > src/api/db/sqlite-replace.ts',
]);

const found = new Set();
for (const { dir, tsConfig, exclude } of AREAS) {
  for (const cycle of await findCycles(`${root}${dir}`, { tsConfig: `${root}${tsConfig}`, exclude }))
    found.add(`${dir}: ${cycleKey(cycle)}`);
}

const added = [...found].filter((cycle) => !KNOWN.has(cycle));
const gone = [...KNOWN].filter((cycle) => !found.has(cycle));
for (const cycle of added) console.error(`import cycle: ${cycle}`);
for (const cycle of gone)
  console.error(`no longer a cycle, take it off KNOWN in scripts/cycles.mjs: ${cycle}`);
const known = found.size - added.length;
if (added.length > 0 || gone.length > 0) process.exit(1);
console.log(`No import cycles${known > 0 ? ` besides ${known} known (scripts/cycles.mjs)` : ''}.`);
