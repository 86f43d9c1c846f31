import type { BodyOf, EndpointName, ErrorDetail, QueryOf, ResponseOf } from '@cakeshop/shared';
import { endpoints, IMAGE_FIELD } from '@cakeshop/shared/endpoints';

import { readCookie } from './cookies';
import { HttpError } from './http-error';
import { i18n } from './i18n';
import { showToast } from './toasts';
import { clearToken, getToken } from './token-store';
import { sendWithProgress } from './upload';

/**
 * The one module that talks to the network. Every rule of the original client's interceptors
 * lives here: bearer token, anti-forgery header, image caching, 401 handling, error messages.
 */

export interface SendOptions {
  /** false: the caller shows the error itself (a form), so no toast. */
  notify?: boolean;
}

export interface RequestOptions<N extends EndpointName> extends SendOptions {
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** Multipart endpoints only: the picture sent as the `image` field. */
  file?: Blob | null;
  /** Multipart endpoints only: called with 0..1 as the upload proceeds. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const CACHEABLE_IMAGE = /\.(jpe?g|png|gif)$/i;

let unauthorizedHandler: () => void = () => undefined;

/** The app decides where a 401 leads (the login page); the client only clears the session. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

function isRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/** The headers every request gets, from the original's interceptors. */
export function headersFor(method: string, url: string, initial?: HeadersInit): Headers {
  const headers = new Headers(initial);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!SAFE_METHODS.has(method.toUpperCase()) && isRelative(url)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  if (CACHEABLE_IMAGE.test(pathOf(url))) headers.set('Cache-Control', 'max-age=86400');
  return headers;
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

function errorFrom(status: number, body: unknown): HttpError {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    const details = 'details' in body && Array.isArray(body.details) ? (body.details as ErrorDetail[]) : [];
    const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    return new HttpError(body.error, status, details, code);
  }
  const text = typeof body === 'string' && body.trim() !== '' ? body : i18n.t('common.errors.generic');
  return new HttpError(text, status);
}

/** Turns a finished response into its value, or logs, toasts and throws its error. */
export function settle(status: number, body: unknown, options: SendOptions): unknown {
  if (status >= 200 && status < 300) return body;
  const error = errorFrom(status, body);
  if (status === 401) {
    clearToken();
    unauthorizedHandler();
  }
  console.error(`HTTP ${status}: ${error.message}`);
  if (options.notify !== false) showToast({ message: error.message, tone: 'error' });
  return Promise.reject(error);
}

function networkFailure(cause: unknown, options: SendOptions): Promise<never> {
  if (cause instanceof DOMException && cause.name === 'AbortError') return Promise.reject(cause);
  const error = new HttpError(i18n.t('common.errors.network'), 0);
  console.error(error.message, cause);
  if (options.notify !== false) showToast({ message: error.message, tone: 'error' });
  return Promise.reject(error);
}

/** A request to any URL with the client's rules applied; resolves to the parsed body. */
export async function send(url: string, init: RequestInit = {}, options: SendOptions = {}): Promise<unknown> {
  const method = (init.method ?? 'GET').toUpperCase();
  let response: Response;
  try {
    response = await fetch(url, { ...init, method, headers: headersFor(method, url, init.headers) });
  } catch (cause) {
    return networkFailure(cause, options);
  }
  const text = await response.text();
  return settle(response.status, parseBody(text, response.headers.get('Content-Type')), options);
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

/** The multipart form: the body's fields as text, plus the picture under `image`. */
export function toFormData(body: object | undefined, file?: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (file) form.append(IMAGE_FIELD, file, file instanceof File ? file.name : IMAGE_FIELD);
  return form;
}

/** Calls an endpoint of the shared table by name: `request('GetCakes', { query: { pageNume: 2 } })`. */
export async function request<N extends EndpointName>(
  name: N,
  options: RequestOptions<N> = {},
): Promise<ResponseOf<N>> {
  const endpoint = endpoints[name];
  const url = endpoint.path + queryString(options.query as object | undefined);
  const init: RequestInit = { method: endpoint.method, signal: options.signal ?? null };
  if (endpoint.input === 'multipart') {
    const form = toFormData(options.body as object | undefined, options.file);
    if (options.onProgress) {
      const headers = headersFor(endpoint.method, url);
      const result = await sendWithProgress(
        endpoint.method,
        url,
        form,
        headers,
        options.onProgress,
        options.signal,
      ).catch((cause: unknown) => networkFailure(cause, options));
      return (await settle(
        result.status,
        parseBody(result.text, result.contentType),
        options,
      )) as ResponseOf<N>;
    }
    init.body = form;
  } else if (endpoint.input === 'json') {
    init.body = JSON.stringify(options.body ?? {});
    init.headers = { 'Content-Type': 'application/json' };
  }
  return (await send(url, init, options)) as ResponseOf<N>;
}
