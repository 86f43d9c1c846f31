import type { RendererOptions } from '@cakeshop/shared/render';

import { DEFERRED_MODULES_ID } from '../app/deferred-modules';

type Manifest = NonNullable<RendererOptions['manifest']>;

function withImports(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The app's code behind the entry, which loads it with a dynamic import (client/src/main.tsx). */
const START_MODULE = 'src/app/start.tsx';

/**
 * The code a rendered page needs to hydrate, as `modulepreload` links inside the template the
 * entry activates once the page's first pictures are painted: the app (which the entry would
 * otherwise ask for only once it has run) and the chunks of the routes the page shows (their
 * `handle.module`, otherwise asked for only once the app has run), so they arrive together, in
 * one round trip. Low priority: the page is on screen already.
 */
export function modulePreloads(manifest: Manifest | undefined): (modules: readonly string[]) => string {
  if (!manifest) return () => '';
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The entry's imports are in index.html already.
  const linked = entry ? withImports(manifest, entry, new Set()) : new Set<string>();
  return (modules) => {
    const keys = [START_MODULE, ...modules].reduce(
      (found, module) => withImports(manifest, module, found),
      new Set<string>(),
    );
    const links = [...keys]
      .filter((key) => !linked.has(key))
      .map(
        (key) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${attr(manifest[key]?.file ?? '')}">`,
      )
      .join('');
    return `<template id="${DEFERRED_MODULES_ID}">${links}</template>`;
  };
}
