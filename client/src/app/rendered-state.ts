import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

import type { Strings } from '../lib/i18n';
import type { Language } from '../lib/language';

/**
 * What a server-rendered page hands to the browser so hydration starts where the server left off:
 * its language and strings, the site's address, the router's loader results and the query cache.
 * It travels as a `<script type="application/json">` block: data, never run, so the strict CSP
 * needs no exception.
 */
export interface RenderedState {
  language: Language;
  siteUrl: string;
  strings: Strings;
  router: HydrationState;
  queries: DehydratedState;
}

export const STATE_ELEMENT_ID = 'app-state';

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can be formed from the data. */
export function serializeState(state: RenderedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readRenderedState(doc: Document): RenderedState | null {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as RenderedState) : null;
}
