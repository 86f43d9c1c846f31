import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, OutboxTable } from '../db/schema';

export type OutboxRow = Selectable<OutboxTable>;
export type Channel = OutboxTable['channel'];

/** Not claimed, or claimed by a worker whose lease has run out (it died, or hangs). */
const free = (now: number) => (eb: ExpressionBuilder<DB, 'outbox'>) =>
  eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]);

/**
 * Notifications waiting to be sent: the rows are the source of truth, so a restart loses none.
 * Each worker (one per replica) claims a row before sending it, so each goes out once.
 */
export class OutboxRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** `messageId`: the request message this e-mail carries, so the inbox can say whether it went. */
  async add(
    trx: Trx,
    channel: Channel,
    payload: object,
    now: number,
    messageId: number | null = null,
  ): Promise<void> {
    await trx
      .insertInto('outbox')
      .values({
        channel,
        payload: JSON.stringify(payload),
        nextAttemptAt: now,
        createdAt: new Date(now).toISOString(),
        messageId,
      })
      .execute();
  }

  /**
   * Claims for `worker`, until `leaseUntil`, up to `limit` rows due by `now` on the channels this
   * server can send, oldest first, and returns them. One conditional write: rows another worker
   * claims at the same moment fail its condition (on SQLite as on PostgreSQL, where the row's
   * newest version is checked again), so of workers claiming together each row goes to one.
   */
  async claimDue(
    trx: Trx,
    claim: { worker: string; now: number; leaseUntil: number },
    channels: readonly Channel[],
    limit: number,
  ): Promise<OutboxRow[]> {
    if (channels.length === 0) return [];
    const { worker, now, leaseUntil } = claim;
    const due = trx
      .selectFrom('outbox')
      .select('id')
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where('nextAttemptAt', '<=', now)
      .where('channel', 'in', channels)
      .where(free(now))
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(limit);
    await trx
      .updateTable('outbox')
      .set({ claimedBy: worker, leaseUntil })
      .where('id', 'in', due)
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where(free(now))
      .execute();
    return trx
      .selectFrom('outbox')
      .selectAll()
      .where('claimedBy', '=', worker)
      .where('leaseUntil', '=', leaseUntil)
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .execute();
  }

  /**
   * When the next pending row on these channels may be sent (its attempt's time, or its lease's
   * end when a worker holds it), or undefined when none is pending.
   */
  async nextDue(channels: readonly Channel[]): Promise<number | undefined> {
    if (channels.length === 0) return undefined;
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) =>
        eb.fn
          .min<number>(
            eb
              .case()
              .when('leaseUntil', '>', eb.ref('nextAttemptAt'))
              .then(eb.ref('leaseUntil'))
              .else(eb.ref('nextAttemptAt'))
              .end(),
          )
          .as('at'),
      )
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where('channel', 'in', channels)
      .executeTakeFirst();
    return row?.at ?? undefined;
  }

  /** Sent: `claimedBy` stays, to say which worker sent it. */
  async sent(trx: Trx, id: number, worker: string, now: number): Promise<void> {
    await trx
      .updateTable('outbox')
      .set((eb) => ({
        sentAt: new Date(now).toISOString(),
        attempts: eb('attempts', '+', 1),
        leaseUntil: null,
      }))
      .where('id', '=', id)
      .where('claimedBy', '=', worker)
      .execute();
  }

  /** Failed for now: any worker may take it at `nextAttemptAt`. */
  async retryLater(
    trx: Trx,
    id: number,
    worker: string,
    nextAttemptAt: number,
    error: string,
  ): Promise<void> {
    await trx
      .updateTable('outbox')
      .set((eb) => ({
        nextAttemptAt,
        lastError: error.slice(0, 500),
        attempts: eb('attempts', '+', 1),
        claimedBy: null,
        leaseUntil: null,
      }))
      .where('id', '=', id)
      .where('claimedBy', '=', worker)
      .execute();
  }

  /** A refusal no retry will change (a mailbox that does not exist): kept, with why, for the record. */
  async failed(trx: Trx, id: number, worker: string, now: number, error: string): Promise<void> {
    await trx
      .updateTable('outbox')
      .set((eb) => ({
        failedAt: new Date(now).toISOString(),
        lastError: error.slice(0, 500),
        attempts: eb('attempts', '+', 1),
        leaseUntil: null,
      }))
      .where('id', '=', id)
      .where('claimedBy', '=', worker)
      .execute();
  }
}
