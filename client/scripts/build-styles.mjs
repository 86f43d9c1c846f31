// Builds the two area sheets (src/styles/admin.css, src/styles/public.css) into dist/, where the
// BFF serves them as /admin.css and /public.css: @imports bundled, nesting lowered, minified.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundle } from 'lightningcss';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The browserslist "defaults and supports es6-module" (which Vite's es2022 output needs anyway),
// written as lightningcss targets: major << 16.
const targets = {
  chrome: 111 << 16,
  edge: 111 << 16,
  firefox: 111 << 16,
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
  samsung: 22 << 16,
};

mkdirSync(join(root, 'dist'), { recursive: true });
for (const area of ['admin', 'public']) {
  const { code, warnings } = bundle({
    filename: join(root, 'src/styles', `${area}.css`),
    minify: true,
    targets,
    sourceMap: false,
    errorRecovery: false,
  });
  for (const warning of warnings) console.warn(`${area}.css: ${warning.message}`);
  writeFileSync(join(root, 'dist', `${area}.css`), code);
  console.log(`dist/${area}.css ${(code.length / 1024).toFixed(1)} KB`);
}
