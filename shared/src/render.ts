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
  language: RenderLanguage;
  /** The site's public origin (SITE_URL), for absolute links. */
  siteUrl: string;
  /** How the renderer reaches `/api/...`: in-process, or the backend with a deadline. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /** Sent with every API call (the visitor's language, the request id). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** Tags for the document's head: title, description, links, preloads. */
      head: string;
      /** The page, inside #root. */
      body: string;
      /** The JSON the browser hydrates from, safe inside a `<script type="application/json">`. */
      state: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** The API failed or was too slow: the page goes out unrendered and the browser renders it. */
  | { kind: 'unrendered'; reason: string };

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** What the built module exports. */
export interface RendererModule {
  createRenderer(options: RendererOptions): Renderer;
}
