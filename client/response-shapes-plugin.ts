import type { Plugin } from 'vite';

// By path, not by package name: Vite bundles a config's relative imports (TypeScript included)
// but leaves packages to Node, which cannot load shared's .ts sources.
import { responseShapes } from '../shared/src/response-shapes';

const SHAPES_ID = 'virtual:response-shapes';

/**
 * `virtual:response-shapes`: what each read of the contract answers, derived from the shared zod
 * schemas while building, so the browser checks answers without downloading zod.
 */
export function responseShapesModule(): Plugin {
  return {
    name: 'response-shapes',
    resolveId: (id) => (id === SHAPES_ID ? `\0${SHAPES_ID}` : undefined),
    load: (id) =>
      id === `\0${SHAPES_ID}` ? `export default ${JSON.stringify(responseShapes())};` : undefined,
  };
}
