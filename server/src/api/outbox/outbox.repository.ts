import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, OutboxTable } from '../db/schema';

export type OutboxRow = Selectable<OutboxTable>;
export type Channel = OutboxTable['channel'];

/** Notifications waiting to be sent: the rows are the source of truth, so a restart loses none. */
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

  /** Rows due by `now` on the channels this server can send, oldest first. */
  due(now: number, channels: readonly Channel[], limit: number): Promise<OutboxRow[]> {
    if (channels.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('outbox')
      .selectAll()
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where('nextAttemptAt', '<=', now)
      .where('channel', 'in', channels)
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** When the next pending row on these channels is due, or undefined when none is pending. */
  async nextDue(channels: readonly Channel[]): Promise<number | undefined> {
    if (channels.length === 0) return undefined;
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min<number>('nextAttemptAt').as('at'))
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where('channel', 'in', channels)
      .executeTakeFirst();
    return row?.at ?? undefined;
  }

  async sent(trx: Trx, id: number, now: number): Promise<void> {
    await trx
      .updateTable('outbox')
      .set((eb) => ({ sentAt: new Date(now).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async retryLater(trx: Trx, id: number, nextAttemptAt: number, error: string): Promise<void> {
    await trx
      .updateTable('outbox')
      .set((eb) => ({ nextAttemptAt, lastError: error.slice(0, 500), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** A refusal no retry will change (a mailbox that does not exist): kept, with why, for the record. */
  async failed(trx: Trx, id: number, now: number, error: string): Promise<void> {
    await trx
      .updateTable('outbox')
      .set((eb) => ({
        failedAt: new Date(now).toISOString(),
        lastError: error.slice(0, 500),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
  }
}
