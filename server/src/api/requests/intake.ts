import type { Database, Trx, TxHooks } from '../db/database';
import type { Notifications, VisitorRequestNotice } from '../outbox/notifications';
import { newReference } from './reference';
import type { VisitorLimits } from './visitor-limits';
import type { RequestTable, VisitorRequestRepository } from './visitor-request.repository';

/** What a visitor's form carries besides the request itself. */
export interface IntakeFields {
  idempotencyKey: string | null;
  website: string;
}

export interface IntakeSteps<Row, Receipt> {
  /** The request already made with this idempotency key, if any. */
  repeatOf(trx: Trx, idempotencyKey: string): Promise<Row | undefined>;
  receiptOf(row: Row): Receipt;
  /**
   * Checks the request against the data (unknown ids → 400, a full course → 409) and returns
   * what a bot gets, and how to store it under a reference for a person (with what to notify).
   */
  check(trx: Trx): Promise<{
    decoy: (reference: string) => Receipt;
    store: (reference: string) => Promise<{ row: Row; notice: VisitorRequestNotice }>;
  }>;
}

/**
 * Takes in an order or a booking: the address's hourly limit; then, in one write transaction, a
 * repeat of an earlier submit answered as the first time, the checks, the row under a fresh
 * reference, and its notifications in the outbox, so an acknowledged request is never without
 * them. A filled honeypot is answered as a success and stores nothing.
 */
export class Intake {
  constructor(
    private readonly database: Database,
    private readonly limits: VisitorLimits,
    private readonly tables: readonly VisitorRequestRepository<RequestTable, unknown>[],
    private readonly notifications: Notifications,
  ) {}

  /** A reference no request of either kind has (a collision is astronomically rare, but cheap to rule out). */
  private async freshReference(trx: Trx): Promise<string> {
    for (;;) {
      const reference = newReference();
      const taken = await Promise.all(this.tables.map((table) => table.referenceTaken(trx, reference)));
      if (!taken.includes(true)) return reference;
    }
  }

  take<Row, Receipt>(
    address: string,
    fields: IntakeFields,
    steps: IntakeSteps<Row, Receipt>,
  ): Promise<Receipt> {
    return this.limits.submit(address, () =>
      this.database.write(async (trx: Trx, hooks: TxHooks) => {
        const first = fields.idempotencyKey ? await steps.repeatOf(trx, fields.idempotencyKey) : undefined;
        if (first) return { result: steps.receiptOf(first), counted: false };
        const checked = await steps.check(trx);
        if (fields.website) return { result: checked.decoy(newReference()), counted: true };
        const { row, notice } = await checked.store(await this.freshReference(trx));
        await this.notifications.enqueue(trx, hooks, notice);
        return { result: steps.receiptOf(row), counted: true };
      }),
    );
  }
}
