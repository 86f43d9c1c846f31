/** One answer of the API under test, read whole. */
export interface Answer {
  method: string;
  /** Path and query as sent, for the report. */
  url: string;
  status: number;
  contentType: string;
  /** The parsed JSON when the answer is JSON, else the text (undefined when empty). */
  body: unknown;
  /** True when the answer claimed JSON and parsed as JSON. */
  json: boolean;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart form, already encoded. */
  form?: { bytes: Buffer; contentType: string };
  /** Sends `Authorization: Bearer` with this token; `null` sends none. */
  token?: string | null;
  /** A raw Authorization header (a malformed token). */
  authorization?: string;
  /** More headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

const REQUEST_TIMEOUT_MS = 10_000;

function parse(text: string, contentType: string): { body: unknown; json: boolean } {
  if (text === '') return { body: undefined, json: false };
  if (/\bjson\b/i.test(contentType)) {
    try {
      return { body: JSON.parse(text) as unknown, json: true };
    } catch {
      return { body: text, json: false };
    }
  }
  return { body: text, json: false };
}

export class UnreachableError extends Error {}

/**
 * Calls the API under test and reads each answer whole. In front of the BFF, writes need its
 * anti-forgery token: the first HTML page sets the cookie, and every later call sends it back
 * with the `X-XSRF-TOKEN` header (a backend without the BFF ignores both).
 */
export class Caller {
  requests = 0;
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  /** Picks up the BFF's anti-forgery cookie, if a BFF is what answers. */
  async start(): Promise<void> {
    const response = await fetch(`${this.base}/`, {
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: unknown) => {
      const reason =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
      throw new UnreachableError(`cannot reach ${this.base}: ${reason}`);
    });
    await response.arrayBuffer();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const search = new URLSearchParams(
      Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const url = search ? `${path}?${search}` : path;
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    if (options.authorization) headers.set('Authorization', options.authorization);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const xsrf = this.cookies.get('XSRF-TOKEN');
      if (xsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    }
    let body: Buffer | string | undefined;
    if (options.form) {
      body = options.form.bytes;
      headers.set('Content-Type', options.form.contentType);
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
    this.requests += 1;
    try {
      const response = await fetch(`${this.base}${url}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const contentType = response.headers.get('Content-Type') ?? '';
      const text = await response.text();
      return { method, url, status: response.status, contentType, ...parse(text, contentType) };
    } catch (error) {
      const reason =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
      // Status 0 reads as "no answer" in the report; the check goes on with the next call.
      return { method, url, status: 0, contentType: '', body: reason, json: false };
    }
  }

  /** Any URL the API named (an image), resolved against the base. */
  async fetchUrl(url: string): Promise<{ status: number; contentType: string }> {
    this.requests += 1;
    try {
      const response = await fetch(new URL(url, `${this.base}/`), {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return { status: response.status, contentType: response.headers.get('Content-Type') ?? '' };
    } catch {
      return { status: 0, contentType: '' };
    }
  }
}
