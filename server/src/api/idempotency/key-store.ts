import { randomUUID } from 'node:crypto';

import { IDEMPOTENCY_KEY_HOURS } from '@cakeshop/shared';

import type { Database, Trx } from '../db/database';
import { ApiError } from '../errors';

/** An answer as it was sent: repeated byte for byte. */
interface StoredAnswer {
  status: number;
  body: string;
}

/** A key held by the request being served; its answer is stored under the same owner. */
export interface Claim {
  endpoint: string;
  key: string;
  owner: string;
  /** The status the endpoint answers on success, stored with the body. */
  status: number;
}

export type ClaimOutcome = { claim: Claim } | { replay: StoredAnswer };

const KEY_LIFETIME_MS = IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000;
/**
 * A claim unanswered for this long belongs to a request lost with its process (killed between
 * the claim and its write): a retry may take it over. Far above any request's time in the write
 * queue; if the first one does finish later, its write is refused (it no longer owns the key).
 */
const LOST_CLAIM_MS = 60_000;

const inFlight = () =>
  new ApiError(409, 'idempotency.in_flight', 'A request with this idempotency key is still being processed');

/**
 * Idempotency keys of visitors' requests, kept a day. Whether a request may run is decided by a
 * single conditional write (an insert that does nothing when the key is there, or an update
 * that names the owner it replaces): the row count decides, never a read before a write, so two
 * servers on one database cannot both run it.
 */
export class KeyStore {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  /**
   * The key for this request, or what to answer instead: the first answer (the same body), 422
   * (another body), 409 (the first is still being processed). Expired keys go first.
   */
  async claim(endpoint: string, key: string, fingerprint: string, status: number): Promise<ClaimOutcome> {
    // Each pass follows a change another request made meanwhile; more than a few is a storm.
    for (let pass = 0; pass < 3; pass += 1) {
      const owner = randomUUID();
      const at = this.now();
      const claim = { endpoint, key, owner, status };
      if (await this.insert(claim, fingerprint, at)) return { claim };
      const held = await this.database.db
        .selectFrom('idempotencyKeys')
        .selectAll()
        .where('key', '=', key)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      if (!held) continue; // released or expired since the insert: try it again
      if (held.fingerprint !== fingerprint)
        throw new ApiError(
          422,
          'idempotency.mismatch',
          'This idempotency key was used with a different request body',
        );
      if (held.status !== null && held.body !== null)
        return { replay: { status: held.status, body: held.body } };
      if (at - held.createdAt < LOST_CLAIM_MS) throw inFlight();
      if (await this.takeOver(claim, held.owner, at)) return { claim };
    }
    throw inFlight();
  }

  private insert(claim: Claim, fingerprint: string, at: number): Promise<boolean> {
    return this.database.write(async (trx) => {
      await trx
        .deleteFrom('idempotencyKeys')
        .where('createdAt', '<=', at - KEY_LIFETIME_MS)
        .execute();
      const inserted = await trx
        .insertInto('idempotencyKeys')
        .values({
          key: claim.key,
          endpoint: claim.endpoint,
          fingerprint,
          owner: claim.owner,
          status: null,
          body: null,
          createdAt: at,
        })
        .onConflict((conflict) => conflict.columns(['key', 'endpoint']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    });
  }

  private takeOver(claim: Claim, lostOwner: string, at: number): Promise<boolean> {
    return this.database.write(async (trx) => {
      const moved = await this.held(trx, claim.endpoint, claim.key, lostOwner)
        .set({ owner: claim.owner, createdAt: at })
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    });
  }

  /** Updates the key's row only while `owner` holds it unanswered. */
  private held(trx: Trx, endpoint: string, key: string, owner: string) {
    return trx
      .updateTable('idempotencyKeys')
      .where('key', '=', key)
      .where('endpoint', '=', endpoint)
      .where('owner', '=', owner)
      .where('status', 'is', null);
  }

  /**
   * Stores the answer in `trx`, the transaction of the request's own write, so both are kept or
   * neither. A claim taken over meanwhile refuses it, and the write is undone.
   */
  async answer(trx: Trx, claim: Claim, body: string): Promise<void> {
    const stored = await this.held(trx, claim.endpoint, claim.key, claim.owner)
      .set({ status: claim.status, body })
      .executeTakeFirst();
    if (Number(stored.numUpdatedRows) !== 1) throw inFlight();
  }

  /** Gives the key back after a refusal (bad input, a full course): the same key may try again. */
  async release(claim: Claim): Promise<void> {
    await this.database.write((trx) =>
      trx
        .deleteFrom('idempotencyKeys')
        .where('key', '=', claim.key)
        .where('endpoint', '=', claim.endpoint)
        .where('owner', '=', claim.owner)
        .where('status', 'is', null)
        .execute(),
    );
  }
}
