/**
 * The contract between the BFF and the client's server renderer (client/src/entry-server.tsx,
 * built to client/dist/.ssr/entry-server.js): the BFF loads the module, creates a renderer once
 * with both languages' strings and the build manifest, and asks it for each public page.
 */
export type RenderLanguage = 'en' | 'ar';

/** A language's strings, as /assets/i18n/{lang}.json holds them. */
export interface Strings {
  [key: string]: string | Strings;
}

export interface RendererOptions {
  strings: Record<RenderLanguage, Strings>;
  /** Vite's build manifest (client/dist/.vite/manifest.json), to name each page's chunks. */
  manifest?: Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
}

export interface RenderRequest {
  /** Path and query, as the visitor asked (`/cakes?cat=2`). */
  url: string;
  /**
   * A visitor's form posted to the page (urlencoded, or multipart with its files for a form that
   * takes pictures; anti-forgery already checked by the BFF): the page's action takes it and
   * answers with a redirect, or the page again with what to fix.
   */
  form?: string | FormData;
  language: RenderLanguage;
  /** The site's public origin (SITE_URL), for absolute links. */
  siteUrl: string;
  /** How the renderer reaches `/api/...`: in-process, or the backend with a deadline. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /**
   * The visitor's basket cookie. Given only where the answer is this visitor's alone: a page of
   * the table marked `perVisitor` (never cached) and a posted form; a page shared through the
   * micro-cache never sees it, so it cannot show one visitor's basket to another.
   */
  basket?: string;
  /** Sent with every API call (the visitor's language, the request id). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The site's not-found page at this address, whatever page it names: a preview link the API
   * does not vouch for (forged, expired, its draft gone) says no more than an unknown page does.
   */
  notFound?: true;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** Tags for the document's head: title, description, links, preloads. */
      head: string;
      /** The page, inside #root: HTML that works without script, its islands marked in it. */
      body: string;
    }
  | {
      kind: 'redirect';
      status: number;
      location: string;
      /** The visitor's basket from now on (a form added, changed or ordered it; '' empties it). */
      basket?: string;
    }
  /** The API failed or was too slow: the BFF sends the unavailable page instead. */
  | { kind: 'unrendered'; reason: string };

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /**
   * The site's frame with a message, made without the API: `unavailable` (503) when the API
   * failed or was too slow for a page, `expired` (403) for a form whose anti-forgery token the
   * BFF refused (an old page, or a browser that keeps no cookies).
   */
  notice(request: NoticeRequest): Promise<RenderResult & { kind: 'page' }>;
}

export interface NoticeRequest extends Pick<RenderRequest, 'url' | 'language' | 'siteUrl'> {
  kind: 'unavailable' | 'expired';
}

/** The hidden field a page's form carries its anti-forgery token in (checked by the BFF). */
export const CSRF_FIELD = '_csrf';

/**
 * What a rendered page leaves for the BFF to fill in per response, since the page itself is
 * shared through the micro-cache: the visitor's anti-forgery token, a fresh idempotency key for
 * each form, and how many cakes their basket holds (the header's count; '' for none).
 */
export const PAGE_SLOTS = {
  csrfToken: '{{slot:csrf}}',
  idempotencyKey: '{{slot:idempotency-key}}',
  basketCount: '{{slot:basket-count}}',
} as const;

/** What the built module exports. */
export interface RendererModule {
  createRenderer(options: RendererOptions): Renderer;
}
