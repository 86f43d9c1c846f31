import type { Insertable } from 'kysely';

import { recordActivity, requestTaken } from '../audit/record-activity';
import type { Database, Trx, TxHooks } from '../db/database';
import type { RequestsTable } from '../db/schema';
import { answerWithin } from '../idempotency/run-once';
import type { Notifications } from '../outbox/notifications';
import { newReference } from './reference';
import type { RequestKindSpec, RequestRow } from './request-kind';
import type { ReadSiteSettings } from './site-settings';
import { visitorColumns } from './visitor-columns';
import type { RequestPlace } from './visitor-columns';
import { visitorPhone } from './visitor-key';
import type { VisitorLimits } from './visitor-limits';

/** What every kind's form carries: who asks, how to reach them, and the honeypot. */
export interface IntakeInput {
  customerName: string;
  /** As typed: stored in E.164, read with the shop's country. */
  phone: string;
  email: string;
  notes: string;
  language: 'en' | 'ar';
  /** The honeypot: a person leaves it empty. */
  website: string;
}

/**
 * A kind's part of taking a request in, one object in its folder (`order/order.intake.ts`…): its
 * own checks against the data, where and when the request happens, what it stores beside the
 * request's row, and what the visitor (or a bot that filled the honeypot) is answered. The intake
 * does the rest, alike for every kind.
 */
export interface IntakeContract<
  Input extends IntakeInput,
  Checked,
  Row extends RequestRow,
  Receipt,
  Prepared = undefined,
> {
  /** The kind's name in the registry, and its entry (its activity name, its notice). */
  name: string;
  spec: RequestKindSpec<Row, unknown>;
  /** Checks the request against the data (unknown ids → 400, a full course → 409), in the write. */
  check(trx: Trx, hooks: TxHooks, input: Input): Promise<Checked>;
  /** Where and when it happens, as its `requests` row keeps it. */
  place(input: Input, checked: Checked): RequestPlace;
  /**
   * Stores the request (its `requests` row as given, and its own) and returns it whole;
   * `prepared` is what `prepare` made, if it ran.
   */
  store(
    trx: Trx,
    hooks: TxHooks,
    request: Insertable<RequestsTable>,
    input: Input,
    checked: Checked,
    prepared: Prepared | undefined,
  ): Promise<Row>;
  receiptOf(row: Row): Receipt;
  /** What a bot that filled the honeypot is answered, as if stored under `reference`. */
  decoy(reference: string, input: Input, checked: Checked): Receipt;
  /**
   * Whether its notifications go as it is stored (absent: they do); a request that waits for its
   * payment is announced once paid, by whoever hears of the payment.
   */
  announced?(row: Row): boolean;
  /** Whether the stored request was taken over its day's capacity (the staff's order), for the log. */
  overCapacity?(row: Row): boolean;
  /**
   * Costly work to do once the hourly limit is taken and before the write (a custom cake's
   * pictures, checked cheaply first and decoded last), for a request that needs it (undefined:
   * none); with it, a refusal counts against the limit.
   */
  prepare?(input: Input): (() => Promise<Prepared>) | undefined;
}

export interface IntakeOptions {
  database: Database;
  limits: VisitorLimits;
  notifications: Notifications;
  /** Whether any kind's request already has this reference. */
  referenceTaken: (trx: Trx, reference: string) => Promise<boolean>;
  /** The site's currency and change policy (Home settings). */
  settings: ReadSiteSettings;
  now: () => Date;
}

/**
 * Takes in a visitor's request of any kind: the address's hourly limit; then, in one write
 * transaction, the kind's checks, the row under a fresh reference, its notifications in the
 * outbox (an acknowledged request is never without them) and the answer kept for a repeat of
 * its idempotency key. A filled honeypot is answered as a success and stores nothing.
 */
export class Intake {
  constructor(private readonly options: IntakeOptions) {}

  private async freshReference(trx: Trx): Promise<string> {
    for (;;) {
      const reference = newReference();
      if (!(await this.options.referenceTaken(trx, reference))) return reference;
    }
  }

  /** `address` is the visitor's, for the hourly limit; null for the staff's own requests (no limit). */
  take<Input extends IntakeInput, Checked, Row extends RequestRow, Receipt, Prepared>(
    contract: IntakeContract<Input, Checked, Row, Receipt, Prepared>,
    input: Input,
    address: string | null,
  ): Promise<Receipt> {
    const { database, limits, notifications, settings } = this.options;
    const costly = contract.prepare?.(input);
    const work = async () => {
      let prepared: Prepared | undefined;
      if (costly) {
        // A phone that cannot be read is refused before the costly work, as the other fields are.
        visitorPhone(input.phone, await settings(database.db));
        prepared = await costly();
      }
      return database.write(async (trx, hooks) => {
        const site = await settings(trx);
        const phone = visitorPhone(input.phone, site);
        const checked = await contract.check(trx, hooks, input);
        if (input.website) return answerWithin(trx, hooks, contract.decoy(newReference(), input, checked));
        const terms = {
          phone,
          changeCutoffHours: site.changeHours[contract.name] ?? 0,
          currency: site.currency,
        };
        const request = visitorColumns(
          contract.name,
          await this.freshReference(trx),
          input,
          this.options.now(),
          terms,
          contract.place(input, checked),
        );
        const row = await contract.store(trx, hooks, request, input, checked, prepared);
        await recordActivity(trx, {
          action: 'add',
          entity: contract.spec.entity,
          entityId: row.id,
          ...requestTaken(row.reference, contract.overCapacity?.(row) ?? false),
        });
        if (contract.announced?.(row) ?? true)
          await notifications.enqueue(trx, hooks, contract.spec.notice(row));
        return answerWithin(trx, hooks, contract.receiptOf(row));
      });
    };
    return address === null ? work() : limits.submit(address, work, costly !== undefined);
  }
}
