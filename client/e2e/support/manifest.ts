import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The browser build's manifest (Vite): which file each module became and what it imports. */
const manifest = JSON.parse(
  readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, ManifestChunk>;

/**
 * The files (`assets/…`) a module pulls in statically, or with `lazy` also through its dynamic
 * imports: all the code it can ever load.
 */
export function closure(key: string, lazy: boolean, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  const dependencies = [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])];
  for (const dependency of dependencies) closure(dependency, lazy, seen);
  return seen;
}
