// Works out, from Vite's build manifest, which files a browser downloads before a page can show:
// the entry chunk and its static imports, the app the entry imports lazily (client/src/main.tsx)
// and the chunks of the routes the page shows (their lazy modules, which the server names as
// modulepreload links). Each chunk counts with all of its static imports.

/** The app behind the entry: every page loads it. */
const APP = 'src/app/start.tsx';

/** The pages with a budget, and the route modules the client's router loads lazily for them. */
export const PAGES = [
  {
    path: '/',
    sheet: 'public.css',
    // client/src/features/site/routes.ts: the site's layout, then the page.
    modules: [APP, 'src/features/site/site-layout.tsx', 'src/features/site/pages/home-page.tsx'],
  },
  {
    path: '/dashboard/home',
    sheet: 'admin.css',
    // The admin shell (layout, menu, topbar) around the dashboard's home screen.
    modules: [APP, 'src/features/shell/shell-layout.tsx', 'src/features/dashboard/single/home-screen.tsx'],
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

/** The JS and CSS files (paths relative to dist/) a first visit of `page` downloads. */
export function firstLoad(manifest, page) {
  const entry = entryKey(manifest);
  for (const module of page.modules) {
    if (!manifest[module]) {
      throw new Error(`${module} is not in the manifest: update PAGES in scripts/lib/first-load.mjs`);
    }
    if (!isReachable(manifest, entry, module)) {
      throw new Error(`${module} is in the manifest but the entry never loads it`);
    }
  }
  const keys = new Set();
  withStaticImports(manifest, entry, keys);
  for (const module of page.modules) withStaticImports(manifest, module, keys);
  const chunks = [...keys].map((key) => manifest[key]);
  const js = [...new Set(chunks.map((chunk) => chunk.file))].sort();
  return {
    js,
    css: [...new Set([...chunks.flatMap((chunk) => chunk.css ?? []), page.sheet])].sort(),
    later: lazyFiles(manifest, keys, entry).filter((file) => !js.includes(file)),
  };
}

/**
 * The JS these chunks may load later, on demand (after render, on another page). The lazy imports
 * of the entry and of the app are left out: the app itself (counted) and the other pages, which
 * this one never loads.
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
    for (const next of key === entry || key === APP ? [] : (manifest[key].dynamicImports ?? [])) visit(next);
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
