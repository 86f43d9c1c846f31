// Works out, from Vite's build manifest, which files a browser downloads before a page can show:
// the entry chunk and its static imports, the lazy chunk of each area the route sits in, and the
// route's own lazy chunk when an area splits its pages further. Vite preloads static imports
// together with the chunk that needs them, so each chunk counts with all of its static imports.

/** The pages with a budget, and the source modules the client's router loads lazily for them. */
export const PAGES = [
  {
    path: '/',
    sheet: 'public.css',
    // client/src/app/router.tsx: the public layout and pages come from the site area's routes module.
    areas: ['src/features/site/routes.tsx'],
    route: 'home',
  },
  {
    path: '/dashboard/home',
    sheet: 'admin.css',
    // The admin shell (layout, menu, topbar) wraps the dashboard area's pages.
    areas: ['src/features/shell/routes.tsx', 'src/features/dashboard/routes.tsx'],
    route: 'home',
    // Loaded when the user opens it, never for the first paint.
    onDemand: ['src/features/shell/change-password-dialog.tsx'],
  },
];

/** The manifest key of the HTML entry (Vite names it after the source, `index.html`). */
function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry in the manifest, found ${keys.length}`);
  return keys[0];
}

/** A chunk with every chunk it imports statically, however deep. */
function withStaticImports(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`the manifest has no chunk "${key}"`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/**
 * A lazy module of the area that belongs to the route: a file or folder named after it
 * (`home.tsx`, `home-page.tsx`, `home/index.tsx`, `dashboard-home.tsx`).
 */
function isRouteModule(source, areaDir, route) {
  if (!source.startsWith(`${areaDir}/`)) return false;
  return new RegExp(`(^|[/-])${route}([-./]|$)`, 'i').test(source.slice(areaDir.length + 1));
}

/** The route's own lazy chunks inside an area; refuses to guess when the area splits but none match. */
function routeChunks(manifest, area, route, onDemand = []) {
  const areaDir = area.slice(0, area.lastIndexOf('/'));
  const own = (manifest[area].dynamicImports ?? []).filter(
    (key) => key.startsWith(`${areaDir}/`) && !onDemand.includes(key),
  );
  const matching = own.filter((key) => isRouteModule(key, areaDir, route));
  if (own.length > 0 && matching.length === 0) {
    throw new Error(
      `${area} loads ${own.join(', ')} lazily, and none is named after the "${route}" route: ` +
        'update PAGES in scripts/lib/first-load.mjs so the size check counts the right chunks',
    );
  }
  return matching;
}

/** The JS and CSS files (paths relative to dist/) a first visit of `page` downloads. */
export function firstLoad(manifest, page) {
  const entry = entryKey(manifest);
  for (const area of page.areas) {
    if (!manifest[area]) {
      throw new Error(`${area} is not in the manifest: update PAGES in scripts/lib/first-load.mjs`);
    }
    if (!isReachable(manifest, entry, area)) {
      throw new Error(`${area} is in the manifest but the entry never loads it`);
    }
  }
  const keys = new Set();
  withStaticImports(manifest, entry, keys);
  for (const area of page.areas) {
    withStaticImports(manifest, area, keys);
    for (const chunk of routeChunks(manifest, area, page.route, page.onDemand))
      withStaticImports(manifest, chunk, keys);
  }
  const chunks = [...keys].map((key) => manifest[key]);
  const js = [...new Set(chunks.map((chunk) => chunk.file))].sort();
  return {
    js,
    css: [...new Set([...chunks.flatMap((chunk) => chunk.css ?? []), page.sheet])].sort(),
    later: lazyFiles(manifest, keys, entry).filter((file) => !js.includes(file)),
  };
}

/**
 * The JS these chunks may load later, on demand (after render, on another page of the area).
 * The entry's own lazy imports are left out: they are the other areas, which this page never loads.
 */
function lazyFiles(manifest, keys, entry) {
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key)) return;
    reached.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      visit(next);
  };
  for (const key of keys) {
    for (const next of key === entry ? [] : (manifest[key].dynamicImports ?? [])) visit(next);
  }
  return [...reached].map((key) => manifest[key].file).sort();
}

/** Whether `target` can be loaded at all, starting from `from` (static or lazy imports). */
function isReachable(manifest, from, target, seen = new Set()) {
  if (from === target) return true;
  if (seen.has(from) || !manifest[from]) return false;
  seen.add(from);
  const next = [...(manifest[from].imports ?? []), ...(manifest[from].dynamicImports ?? [])];
  return next.some((key) => isReachable(manifest, key, target, seen));
}
