// Import cycles (type-only and lazy imports included) through madge. A cycle makes the order in
// which modules start depend on which one is imported first; a type-only one still ties two files
// into one unit that cannot be read, tested or moved apart.
import { resolve } from 'node:path';

import madge from 'madge';

/** Every file madge reads, with none of its kinds of import left out. */
const DETECTIVE = { skipTypeImports: false, skipAsyncImports: false, mixedImports: true };

/**
 * The cycles among the files under `dir`, each as its files (relative to `dir`) in import order.
 * A module "importing itself" is never a real edge: a bare package name (`lighthouse`) that
 * madge resolves to a file of the same name beside the importer. Those edges are left out.
 */
export async function findCycles(dir, { tsConfig, exclude = [] } = {}) {
  const result = await madge(dir, {
    fileExtensions: ['ts', 'tsx', 'mts', 'mjs', 'js'],
    ...(tsConfig ? { tsConfig } : {}),
    excludeRegExp: [/(^|\/)(node_modules|dist|test-results|playwright-report)\//, /\.d\.ts$/, ...exclude],
    detectiveOptions: { ts: DETECTIVE, tsx: DETECTIVE, es6: DETECTIVE },
    dependencyFilter: (dependency, importer) => resolve(dependency) !== resolve(importer),
  });
  return result.circular();
}

/** A cycle as one line, starting from its first file in sort order so that a cycle reads one way. */
export function cycleKey(cycle) {
  const start = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(start), ...cycle.slice(0, start)].join(' > ');
}
