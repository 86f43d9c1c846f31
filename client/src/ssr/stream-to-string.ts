import { Writable } from 'node:stream';

import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders with React's streaming renderer and waits for everything (`onAllReady`): crawlers and
 * link previews read the whole page, and the page is kept whole in the BFF's micro-cache.
 * Suspense boundaries still mark the slices the browser hydrates one at a time.
 */
export function renderToHtml(element: ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // No boundary is ever moved out of place: that would need React's inline scripts to put it
      // back, which the strict CSP forbids. The page is sent whole anyway (onAllReady).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/**
 * React writes the elements it hoists (title, meta, link, image preloads) first, before the tree;
 * the page puts them in its head. Returns the hoisted part and the rest.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}
