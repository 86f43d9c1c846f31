// Writes .br and .gz siblings next to every compressible file in dist/, so the BFF serves them
// without compressing on each request. A sibling is kept only when it is actually smaller.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.html', '.txt', '.map']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot-folders (Vite's manifest, the server renderer in .ssr/) are read by the BFF, not served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  const source = readFileSync(path);
  const size = statSync(path).size;
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < size) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < size) writeFileSync(`${path}.gz`, gzip);
  count++;
}
console.log(`precompressed ${count} files`);
