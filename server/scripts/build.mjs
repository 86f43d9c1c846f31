// Bundles the server into dist/main.js, and the backup command line into dist/cli.js. Third-party packages stay external (installed in
// node_modules, native addons included); @cakeshop/shared is bundled because it ships TypeScript.
import { readFileSync } from 'node:fs';

import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => name !== '@cakeshop/shared',
);

await build({
  entryPoints: {
    main: new URL('../src/main.ts', import.meta.url).pathname,
    cli: new URL('../src/cli.ts', import.meta.url).pathname,
  },
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Subpaths too (e.g. `pino/file`), not only the bare package names.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
