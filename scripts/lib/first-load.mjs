// Works out, from Vite's build manifest, which files a browser downloads for a page. The build has
// two entries: the public pages' islands loader (client/src/islands.ts), the only script a public
// page starts with, which loads an island's code the first time the visitor uses it; and the
// dashboard (index.html → client/src/main.tsx), a browser app whose screens load lazily. Each
// chunk counts with all of its static imports.

const ISLANDS = 'src/islands.ts';
const DASHBOARD = 'index.html';
/** What every island loads to hydrate (React's root, the strings). */
const HYDRATE = 'src/features/site/islands/hydrate.tsx';

/**
 * The budgeted loads. A public page's first load is the loader alone, whatever the page (the
 * pages themselves are HTML); a form's code is counted as it loads when first used: the loader,
 * the hydration and the island. `sheet` is the area's style sheet, counted with the first load.
 */
export const PAGES = [
  { path: '/', entry: ISLANDS, sheet: 'public.css', modules: [] },
  {
    path: 'order form in use',
    entry: ISLANDS,
    modules: [HYDRATE, 'src/features/site/order/cake-order-island.ts'],
  },
  {
    path: 'booking form in use',
    entry: ISLANDS,
    modules: [HYDRATE, 'src/features/site/order/course-booking-island.ts'],
  },
  {
    path: 'track form in use',
    entry: ISLANDS,
    modules: [HYDRATE, 'src/features/site/track/track-island.ts'],
  },
  {
    path: '/dashboard/home',
    entry: DASHBOARD,
    sheet: 'admin.css',
    // The admin shell (layout, menu, topbar) around the dashboard's home screen.
    modules: ['src/features/shell/shell-layout.tsx', 'src/features/dashboard/single/home-screen.tsx'],
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

/**
 * The JS and CSS files (paths relative to dist/) that `page` downloads, and those it may load
 * later (the page's other islands, or the dashboard's other screens).
 */
export function firstLoad(manifest, page) {
  if (!manifest[page.entry]?.isEntry) {
    throw new Error(
      `${page.entry} is not an entry of the manifest: update PAGES in scripts/lib/first-load.mjs`,
    );
  }
  for (const module of page.modules) {
    if (!manifest[module]) {
      throw new Error(`${module} is not in the manifest: update PAGES in scripts/lib/first-load.mjs`);
    }
    if (!isReachable(manifest, page.entry, module)) {
      throw new Error(`${module} is in the manifest but ${page.entry} never loads it`);
    }
  }
  const keys = new Set();
  withStaticImports(manifest, page.entry, keys);
  for (const module of page.modules) withStaticImports(manifest, module, keys);
  const chunks = [...keys].map((key) => manifest[key]);
  const js = [...new Set(chunks.map((chunk) => chunk.file))].sort();
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return {
    js,
    css: (page.sheet ? [...css, page.sheet] : css).sort(),
    later: lazyFiles(manifest, keys).filter((file) => !js.includes(file)),
  };
}

/** The JS these chunks may load later, on demand (another island, another screen). */
function lazyFiles(manifest, keys) {
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key)) return;
    reached.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      visit(next);
  };
  for (const key of keys) for (const next of manifest[key].dynamicImports ?? []) visit(next);
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
