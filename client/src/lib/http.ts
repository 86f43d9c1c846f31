import type {
  BodyOf,
  ClosedDayRequest,
  EndpointName,
  ErrorDetail,
  QueryOf,
  ResponseOf,
} from '@cakeshop/shared';
import { endpoints, FILE_FIELD, IMAGE_FIELD } from '@cakeshop/shared/endpoints';
import { PICTURES_FIELD } from '@cakeshop/shared/media';

import { HttpError } from './http-error';
import type { RawResponse } from './upload';

/**
 * The one module that talks to the network, as a pure client: it returns the parsed body or
 * throws an HttpError, and holds no state. What the browser does about a failure (a toast, the
 * login page after a 401) is decided once, by the query and mutation caches (app/error-reactions.ts);
 * what the server does, by the renderer. Where the token and the anti-forgery cookie come from is
 * passed in, so the same calls run in the browser and on the server.
 */
export interface HttpOptions {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Put before every `/api/...` path: '' in the browser (same origin), the API's origin on the server. */
  baseUrl?: string;
  getToken?: () => string | null;
  /** The `XSRF-TOKEN` cookie, sent back as `X-XSRF-TOKEN` on writes (the browser only). */
  getXsrfToken?: () => string | null;
  /** Sent with every request (the server passes the visitor's language and the request id on). */
  headers?: Record<string, string>;
  /**
   * Checks what an endpoint answered against the contract and throws to refuse it: a backend
   * that breaks the contract then fails like any other call (the page's error state), instead of
   * rendering `undefined` or `US$NaN`. The server checks with the zod schemas, the browser with
   * their shapes.
   */
  check?: (name: EndpointName, body: unknown) => void;
  /** fetch cannot report upload progress: the browser passes an XMLHttpRequest sender. */
  sendWithProgress?: (
    method: string,
    url: string,
    body: FormData,
    headers: Headers,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ) => Promise<RawResponse>;
}

interface RequestOptions<N extends EndpointName> {
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** Multipart endpoints only: the picture sent as the `image` field. */
  file?: Blob | null;
  /** `pictures` endpoints only: each picture, sent under the same field. */
  files?: readonly Blob[];
  /** Multipart endpoints only: called with 0..1 as the upload proceeds. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the endpoint's name. */
  fileName: string;
}

export interface Http {
  /** Calls an endpoint of the shared table by name: `request('GetCakes', { query: { pageNume: 2 } })`. */
  request<N extends EndpointName>(name: N, options?: RequestOptions<N>): Promise<ResponseOf<N>>;
  /**
   * Calls a row that answers with a file (`produces`: the backup, a CSV) and gives its bytes and
   * name; `query` as for `request`.
   */
  download<N extends EndpointName>(name: N, options?: { query?: QueryOf<N> }): Promise<DownloadedFile>;
  /** A request to any URL with the same rules; resolves to the parsed body. */
  send(url: string, init?: RequestInit): Promise<unknown>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const CACHEABLE_IMAGE = /\.(jpe?g|png|gif)$/i;

function isRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** One entry of a refusal's `affected` list, checked field by field (no schema library on this path). */
function isClosedDayRequest(value: unknown): value is ClosedDayRequest {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    (entry['kind'] === 'cake' || entry['kind'] === 'custom') &&
    typeof entry['id'] === 'number' &&
    ['reference', 'customerName', 'day', 'status'].every((key) => typeof entry[key] === 'string') &&
    (entry['language'] === 'en' || entry['language'] === 'ar')
  );
}

/** The contract's error body when the answer has one; else the status alone (the UI words it). */
function errorFrom(status: number, body: unknown): HttpError {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    const details = 'details' in body && Array.isArray(body.details) ? (body.details as ErrorDetail[]) : [];
    const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    const error = new HttpError(body.error, status, details, code);
    const changed = 'changed' in body ? (body.changed as Partial<Record<'by' | 'at', unknown>> | null) : null;
    if (typeof changed?.by === 'string' && typeof changed.at === 'string')
      error.changed = { by: changed.by, at: changed.at };
    if ('affected' in body && Array.isArray(body.affected))
      error.affected = (body.affected as unknown[]).filter(isClosedDayRequest);
    return error;
  }
  return new HttpError(`HTTP ${status}`, status);
}

/** Turns a finished response into its value, or throws its error. */
function settle(status: number, body: unknown): unknown {
  if (status >= 200 && status < 300) return body;
  throw errorFrom(status, body);
}

function networkFailure(cause: unknown): never {
  if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
  throw new HttpError('Network request failed', 0, [], 'network', { cause });
}

/** `?a=1&b=x` from a query object; empty values are left out. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The multipart form: the body's fields as text, plus the file (the picture under `image`). */
export function toFormData(body: object | undefined, file?: Blob | null, field = IMAGE_FIELD): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (file) form.append(field, file, file instanceof File ? file.name : field);
  return form;
}

export function createHttp(options: HttpOptions): Http {
  const baseUrl = options.baseUrl ?? '';

  /** The headers every request gets, from the original client's interceptors. */
  const headersFor = (method: string, url: string, initial?: HeadersInit): Headers => {
    const headers = new Headers(initial);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const token = options.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (!SAFE_METHODS.has(method) && isRelative(url)) {
      const xsrf = options.getXsrfToken?.();
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    }
    if (CACHEABLE_IMAGE.test(pathOf(url))) headers.set('Cache-Control', 'max-age=86400');
    return headers;
  };

  const send = async (url: string, init: RequestInit = {}): Promise<unknown> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const target = isRelative(url) ? `${baseUrl}${url}` : url;
    let response: Response;
    try {
      response = await options.fetch(target, {
        ...init,
        method,
        headers: headersFor(method, url, init.headers),
      });
    } catch (cause) {
      networkFailure(cause);
    }
    const text = await response.text();
    try {
      return settle(response.status, parseBody(text, response.headers.get('Content-Type')));
    } catch (error) {
      const seconds = Number(response.headers.get('Retry-After') ?? '');
      if (error instanceof HttpError && Number.isInteger(seconds) && seconds > 0) error.retryAfter = seconds;
      throw error;
    }
  };

  const upload = async (
    method: string,
    url: string,
    form: FormData,
    onProgress: (f: number) => void,
    signal?: AbortSignal,
  ) => {
    const sender = options.sendWithProgress;
    if (!sender) return send(url, { method, body: form, signal: signal ?? null });
    const result = await sender(method, url, form, headersFor(method, url), onProgress, signal).catch(
      networkFailure,
    );
    return settle(result.status, parseBody(result.text, result.contentType));
  };

  return {
    send,
    async download(name, downloadOptions = {}) {
      const endpoint = endpoints[name];
      let response: Response;
      try {
        response = await options.fetch(`${baseUrl}${endpoint.path}${queryString(downloadOptions.query)}`, {
          method: endpoint.method,
          headers: headersFor(endpoint.method, endpoint.path),
        });
      } catch (cause) {
        networkFailure(cause);
      }
      if (!response.ok) {
        const text = await response.text();
        settle(response.status, parseBody(text, response.headers.get('Content-Type')));
      }
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? name;
      return { blob: await response.blob(), fileName };
    },
    async request(name, requestOptions = {}) {
      const endpoint = endpoints[name];
      const url = endpoint.path + queryString(requestOptions.query);
      const init: RequestInit = { method: endpoint.method, signal: requestOptions.signal ?? null };
      if (endpoint.input === 'pictures') {
        const form = toFormData(requestOptions.body);
        for (const file of requestOptions.files ?? [])
          form.append(PICTURES_FIELD, file, file instanceof File ? file.name : PICTURES_FIELD);
        init.body = form;
      } else if (endpoint.input === 'multipart' || endpoint.input === 'file') {
        const field = endpoint.input === 'file' ? FILE_FIELD : IMAGE_FIELD;
        const form = toFormData(requestOptions.body, requestOptions.file, field);
        if (requestOptions.onProgress) {
          return (await upload(
            endpoint.method,
            url,
            form,
            requestOptions.onProgress,
            requestOptions.signal,
          )) as ResponseOf<typeof name>;
        }
        init.body = form;
      } else if (endpoint.input === 'json') {
        init.body = JSON.stringify(requestOptions.body ?? {});
        init.headers = { 'Content-Type': 'application/json' };
      }
      const body = await send(url, init);
      options.check?.(name, body);
      return body as ResponseOf<typeof name>;
    },
  };
}
