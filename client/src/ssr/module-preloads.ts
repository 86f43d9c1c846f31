import type { RendererOptions } from '@cakeshop/shared/render';

type Manifest = NonNullable<RendererOptions['manifest']>;

function withImports(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `modulepreload` links for the chunks of the routes a page shows (their `handle.module`): Vite
 * links only the entry's static imports, and a route's chunk would otherwise be asked for only
 * once the entry has run, one round trip later, before the page could hydrate. Low priority: the
 * page is on screen already; its sheet and pictures come first.
 */
export function modulePreloads(manifest: Manifest | undefined): (modules: readonly string[]) => string {
  if (!manifest) return () => '';
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The entry's imports are in index.html already.
  const linked = entry ? withImports(manifest, entry, new Set()) : new Set<string>();
  return (modules) => {
    const keys = modules.reduce((found, module) => withImports(manifest, module, found), new Set<string>());
    return [...keys]
      .filter((key) => !linked.has(key))
      .map(
        (key) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${attr(manifest[key]?.file ?? '')}">`,
      )
      .join('');
  };
}
