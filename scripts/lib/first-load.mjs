// Works out, from Vite's build manifest, which files a browser downloads before a page can show.
// A public page is the server's HTML: without a form it loads no script at all; with one, only the
// islands' loader (client/src/islands.ts), and a form's code when the visitor first uses it. The
// dashboard is the browser app: its entry (index.html, the app within it) and the chunks of the
// routes it shows. Each chunk counts with all of its static imports.

/** The public pages' only script: the islands' loader. */
const ISLANDS = 'src/islands.ts';
/** What an island needs on its first use besides its own code: React's hydration. */
const HYDRATE = 'src/lib/islands/hydrate.tsx';

/**
 * The pages with a budget: `entry` is the manifest key of the page's script (null: none), and
 * `modules` what loads after it. The "form used" rows count what a visitor's first use of a form
 * adds, so an island that grows shows up too.
 */
export const PAGES = [
  { path: '/', sheet: 'public.css', entry: null, modules: [] },
  { path: '/cakes/:id', sheet: 'public.css', entry: ISLANDS, modules: [] },
  {
    path: '/cakes/:id (form used)',
    sheet: 'public.css',
    entry: ISLANDS,
    modules: [HYDRATE, 'src/features/ordering/basket/add-to-basket-island.ts'],
  },
  {
    path: '/basket (form used)',
    sheet: 'public.css',
    entry: ISLANDS,
    modules: [HYDRATE, 'src/features/ordering/basket/basket-island.ts'],
  },
  {
    path: '/dashboard/home',
    sheet: 'admin.css',
    entry: 'index.html',
    // The admin shell (layout, menu, topbar) around the dashboard's home screen, the staff's overview
    // (its chart's library comes after, with the chart).
    modules: ['src/features/shell/shell-layout.tsx', 'src/features/dashboard/overview/overview-screen.tsx'],
  },
];

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
  if (page.entry === null) return { js: [], css: [page.sheet], later: [] };
  if (!manifest[page.entry]?.isEntry) throw new Error(`${page.entry} is not an entry of the manifest`);
  for (const module of page.modules) {
    if (!manifest[module]) {
      throw new Error(`${module} is not in the manifest: update PAGES in scripts/lib/first-load.mjs`);
    }
    if (!isReachable(manifest, page.entry, module)) {
      throw new Error(`${module} is in the manifest but the entry never loads it`);
    }
  }
  const keys = new Set();
  withStaticImports(manifest, page.entry, keys);
  for (const module of page.modules) withStaticImports(manifest, module, keys);
  const chunks = [...keys].map((key) => manifest[key]);
  const js = [...new Set(chunks.map((chunk) => chunk.file))].sort();
  return {
    js,
    css: [...new Set([...chunks.flatMap((chunk) => chunk.css ?? []), page.sheet])].sort(),
    later: lazyFiles(manifest, keys, page.entry).filter((file) => !js.includes(file)),
  };
}

/**
 * The JS these chunks may load later, on demand (after render, on another page). The lazy imports
 * of the entry are left out: the islands (counted where they are used) and the other pages, which
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
