// `pnpm lint` runs this: no import cycles in server, client, shared or scripts (type-only and lazy
// imports count). Exits 1 naming each cycle found.
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

const found = new Set();
for (const { dir, tsConfig, exclude } of AREAS) {
  for (const cycle of await findCycles(`${root}${dir}`, { tsConfig: `${root}${tsConfig}`, exclude }))
    found.add(`${dir}: ${cycleKey(cycle)}`);
}

for (const cycle of found) console.error(`import cycle: ${cycle}`);
if (found.size > 0) process.exit(1);
console.log('No import cycles.');
