import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import type { ErrorBody } from '@cakeshop/shared';
import type { Logger } from 'pino';

import { codeForStatus } from './errors';

/** More than any error body of the contract; a larger one is cut for the log. */
const MAX_ERROR_BODY = 64 * 1024;
/** The body is decoded and rewritten: its own framing and type headers no longer apply. */
const REPLACED_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
/** How much of a replaced body the log keeps. */
const LOGGED_CHARS = 500;

function decoded(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body).toString('utf8');
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
    if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  } catch {
    return '';
  }
  return body.toString('utf8');
}

/** The contract's error body: JSON holding a string `error` (API.md, "Status codes"). */
function isContractError(text: string, contentType: string | undefined): boolean {
  if (!/\bjson\b/i.test(contentType ?? '')) return false;
  try {
    const body = JSON.parse(text) as unknown;
    return (
      typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
    );
  } catch {
    return false;
  }
}

/**
 * A backend's failure as the contract words it. A refusal in the contract's own body passes
 * as it came; anything else (a framework's HTML error page with its stack trace, plain text,
 * problem+json, PascalCase `{ "Error": … }`) reaches the client as `{ error, code }` with the
 * same status, and the original goes to the log, never to a visitor. Call it from http-proxy's
 * `proxyRes` for an answer of status 400 or more: answering here stops http-proxy piping it.
 */
export function answerBackendError(
  proxyRes: IncomingMessage,
  res: ServerResponse,
  log: Logger,
  requestId: string | undefined,
): void {
  const status = proxyRes.statusCode ?? 502;
  const kept = Object.entries(proxyRes.headers).filter(
    ([name, value]) => value !== undefined && !REPLACED_HEADERS.has(name),
  );
  res.writeHead(status, { ...Object.fromEntries(kept), 'content-type': 'application/json; charset=utf-8' });
  // http-proxy pipes the backend's body into `res` right after this event whatever happened
  // here: what it writes is dropped, and the body is ended below, once read.
  const end = res.end.bind(res) as (body: string) => void;
  res.write = () => true;
  res.end = () => res;
  const chunks: Buffer[] = [];
  let size = 0;
  proxyRes.on('data', (chunk: Buffer) => {
    if (size < MAX_ERROR_BODY) chunks.push(chunk);
    size += chunk.length;
  });
  proxyRes.on('error', () => res.destroy());
  proxyRes.on('end', () => {
    const contentType = proxyRes.headers['content-type'];
    const text =
      size <= MAX_ERROR_BODY ? decoded(Buffer.concat(chunks), proxyRes.headers['content-encoding']) : '';
    if (isContractError(text, contentType)) {
      end(text);
      return;
    }
    log.warn(
      { reqId: requestId, status, contentType, body: text.slice(0, LOGGED_CHARS) },
      'backend answered an error outside the contract: sent on as { error, code }',
    );
    const body: ErrorBody = { error: STATUS_CODES[status] ?? 'Error', code: codeForStatus(status) };
    end(JSON.stringify(body));
  });
}
