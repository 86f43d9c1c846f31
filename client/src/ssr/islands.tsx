import type { RendererOptions } from '@cakeshop/shared/render';
import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';

import { EAGER_ATTRIBUTE, ISLAND_ATTRIBUTE, islandDataId } from '../lib/islands/island-module';
import type { IslandData } from '../lib/islands/island-module';
import type { IslandCollector } from '../lib/islands/island';
import type { I18n } from '../lib/i18n';
import type { Language } from '../lib/language';

type Manifest = NonNullable<RendererOptions['manifest']>;

/** The page's one script, the islands' loader (tiny: it loads an island's code when first used). */
const ISLANDS_ENTRY = 'src/islands.ts';

/** The loader's script tag: the built file, or in dev the source Vite serves. */
export function islandScript(manifest: Manifest | undefined): string {
  const file = manifest ? manifest[ISLANDS_ENTRY]?.file : ISLANDS_ENTRY;
  if (!file) throw new Error(`the build's manifest has no ${ISLANDS_ENTRY}`);
  return `<script type="module" src="/${file}"></script>`;
}

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can be formed from the data. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

type Tree = { [key: string]: unknown };

/** The subtrees of a language's strings an island reads (`site.order`, `common.loading`…). */
function pickStrings(bundle: Tree, prefixes: readonly string[]): Tree {
  const picked: Tree = {};
  for (const prefix of prefixes) {
    const parts = prefix.split('.');
    let from: unknown = bundle;
    for (const part of parts) from = from && typeof from === 'object' ? (from as Tree)[part] : undefined;
    if (from === undefined) throw new Error(`an island asks for strings that do not exist: ${prefix}`);
    let into = picked;
    for (const part of parts.slice(0, -1)) into = (into[part] ??= {}) as Tree;
    into[parts[parts.length - 1] ?? prefix] = from;
  }
  return picked;
}

/**
 * Puts each island of the page in its place: rendered as a root of its own (as the browser
 * hydrates it, with the same id prefix), then its props, language and strings beside it as data.
 */
export function renderIslands(
  body: string,
  collector: IslandCollector,
  i18n: I18n,
  language: Language,
): string {
  let html = body;
  const bundle = i18n.getResourceBundle(language, 'translation') as Tree;
  for (const { id, name, element, props, strings, eager } of collector.islands) {
    const inner = renderToString(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>, {
      identifierPrefix: `${id}-`,
    });
    const data: IslandData = { props, language, strings: pickStrings(bundle, strings) };
    const attributes = `${ISLAND_ATTRIBUTE}="${name}"${eager ? ` ${EAGER_ATTRIBUTE}=""` : ''}`;
    const placeholder = `<div id="${id}" ${attributes}></div>`;
    if (!html.includes(placeholder)) throw new Error(`island ${id} (${name}) has no place in the page`);
    html = html.replace(
      placeholder,
      () =>
        `<div id="${id}" ${attributes}>${inner}</div>` +
        `<script type="application/json" id="${islandDataId(id)}">${scriptJson(data)}</script>`,
    );
  }
  return html;
}
