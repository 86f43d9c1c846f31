import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, IDEMPOTENCY_HEADER_KEY } from '@cakeshop/shared';
import type { Logger } from 'pino';

import type { Database, Trx, TxHooks } from '../db/database';
import { ApiError } from '../errors';
import type { Upload } from '../http/handler';
import type { RunOnce, VisitorCall } from '../http/router';
import type { Claim, KeyStore } from './key-store';

interface Pending {
  store: KeyStore;
  claim: Claim;
  /** Set once a committed write holds the answer. */
  answered: boolean;
}

/** The claim of the visitor request being served, carried across its awaits (as the actor is). */
const pending = new AsyncLocalStorage<Pending>();

function headerKey(value: string): string {
  const match = IDEMPOTENCY_HEADER_KEY.exec(value);
  const key = match?.[1] ?? match?.[2];
  if (!key)
    throw ApiError.field(
      IDEMPOTENCY_HEADER,
      'Expected 8 to 255 visible ASCII characters other than " and \\ (a UUID, for example)',
    );
  return key;
}

/** The request's key: the header's, or the body field the forms send; both, they must agree. */
function keyOf(call: Pick<VisitorCall, 'headerKey' | 'body'>): string | undefined {
  const field: unknown = (call.body as Record<string, unknown> | undefined)?.[IDEMPOTENCY_FIELD];
  const fromBody = typeof field === 'string' && field !== '' ? field : undefined;
  if (call.headerKey === undefined) return fromBody;
  const fromHeader = headerKey(call.headerKey);
  if (fromBody !== undefined && fromBody !== fromHeader)
    throw ApiError.field(IDEMPOTENCY_FIELD, `Differs from the ${IDEMPOTENCY_HEADER} header: send one key`);
  return fromHeader;
}

/** Objects with their keys in order, so the same body written in another order is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.fromEntries(
    entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, inner]) => [name, canonical(inner)]),
  );
}

/** What makes two requests with one key the same request: the body as parsed, without the key, and its files. */
export function fingerprintOf(body: unknown, uploads: readonly Upload[]): string {
  const { [IDEMPOTENCY_FIELD]: _key, ...rest } = (body ?? {}) as Record<string, unknown>;
  const hash = createHash('sha256').update(JSON.stringify(canonical(rest)));
  // Each file's length first, so two files are never read as one of their bytes joined.
  for (const upload of uploads) hash.update(`${upload.bytes.length}:`).update(upload.bytes);
  return hash.digest('hex');
}

/**
 * Stores the answer of the visitor request being served in `trx`, the transaction of its own
 * write: a crash keeps both the request and its answer, or neither, so a retry never makes a
 * second one. Every kind's intake calls it; outside a request with a key it does nothing.
 */
export async function answerWithin<T>(trx: Trx, hooks: TxHooks, result: T): Promise<T> {
  const current = pending.getStore();
  if (!current) return result;
  await current.store.answer(trx, current.claim, JSON.stringify(result));
  hooks.afterCommit(() => {
    current.answered = true;
  });
  return result;
}

/**
 * Visitors' requests at most once per key (API.md, "Conventions"): the first with a key runs;
 * a repeat gets its answer, status and body as they were; another body with the key gets 422;
 * a repeat while the first runs gets 409. Only a success is kept: after a refusal (a field to
 * fix, a full course, the hourly limit) the same key may be sent again.
 */
export function runOnce(database: Database, store: KeyStore, logger: Logger): RunOnce {
  return async (call, run) => {
    const key = keyOf(call);
    if (key === undefined) return { result: await run() };
    const outcome = await store.claim(
      call.endpoint.name,
      key,
      fingerprintOf(call.body, call.uploads),
      call.endpoint.status,
    );
    if ('replay' in outcome) return outcome;
    const current: Pending = { store, claim: outcome.claim, answered: false };
    let result: unknown;
    try {
      result = await pending.run(current, run);
    } catch (error) {
      // Were this to fail, the key would be free again once its claim counts as lost.
      await store.release(current.claim).catch((releaseError: unknown) => {
        logger.warn({ err: releaseError }, 'an idempotency key could not be released');
      });
      throw error;
    }
    // A request whose write did not store its answer (one that skips the intake) stores it now.
    if (!current.answered) {
      await database
        .write((trx) => store.answer(trx, current.claim, JSON.stringify(result)))
        .catch((storeError: unknown) => {
          logger.warn({ err: storeError, endpoint: call.endpoint.name }, 'an answer could not be kept');
        });
    }
    return { result };
  };
}
