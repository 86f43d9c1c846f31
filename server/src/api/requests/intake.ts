import { recordActivity, requestTaken } from '../audit/record-activity';
import type { Database, Trx, TxHooks } from '../db/database';
import { answerWithin } from '../idempotency/run-once';
import type { Notifications } from '../outbox/notifications';
import { newReference } from './reference';
import type { RequestKindSpec, RequestRow } from './request-kind';
import type { ReadSiteSettings } from './site-settings';
import type { VisitorTerms } from './visitor-columns';
import { visitorPhone } from './visitor-key';
import type { VisitorLimits } from './visitor-limits';

/** What a visitor's form carries besides the request itself (its idempotency key is the router's). */
export interface IntakeFields {
  website: string;
  /** As typed: stored in E.164, read with the shop's country. */
  phone: string;
}

/** A kind's own part of taking a request in. */
export interface IntakeSteps<Row extends RequestRow, Receipt> {
  receiptOf(row: Row): Receipt;
  /**
   * Checks the request against the data (unknown ids → 400, a full course → 409) and returns
   * what a bot gets, and how to store it under a reference for a person.
   */
  check(
    trx: Trx,
    hooks: TxHooks,
  ): Promise<{
    decoy: (reference: string) => Receipt;
    /** `terms`: the visitor's phone as stored, and the change policy in force now, kept with the request. */
    store: (reference: string, terms: VisitorTerms) => Promise<Row>;
  }>;
  /** Whether the stored request was taken over its day's capacity (the staff's order), for the log. */
  overCapacity?(row: Row): boolean;
  /**
   * Costly work done once the hourly limit is taken and before the write (a custom cake's
   * pictures, checked cheaply first and decoded last); with it, a refusal counts against the limit.
   */
  prepare?(): Promise<void>;
}

/** The kind being taken in: its name and its entry. */
export interface IntakeKind<Row extends RequestRow> {
  name: string;
  spec: RequestKindSpec<Row, unknown>;
}

export interface IntakeOptions {
  database: Database;
  limits: VisitorLimits;
  notifications: Notifications;
  /** Whether any kind's request already has this reference. */
  referenceTaken: (trx: Trx, reference: string) => Promise<boolean>;
  /** The site's currency and change policy (Home settings). */
  settings: ReadSiteSettings;
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
  take<Row extends RequestRow, Receipt>(
    kind: IntakeKind<Row>,
    address: string | null,
    fields: IntakeFields,
    steps: IntakeSteps<NoInfer<Row>, Receipt>,
  ): Promise<Receipt> {
    const { database, limits, notifications, settings } = this.options;
    const work = async () => {
      if (steps.prepare) {
        // A phone that cannot be read is refused before the costly work, as the other fields are.
        visitorPhone(fields.phone, await settings(database.db));
        await steps.prepare();
      }
      return database.write(async (trx, hooks) => {
        const site = await settings(trx);
        const phone = visitorPhone(fields.phone, site);
        const checked = await steps.check(trx, hooks);
        if (fields.website) return answerWithin(trx, hooks, checked.decoy(newReference()));
        const row = await checked.store(await this.freshReference(trx), {
          phone,
          changeCutoffHours: site.changeHours[kind.name] ?? 0,
          currency: site.currency,
        });
        await recordActivity(trx, {
          action: 'add',
          entity: kind.spec.entity,
          entityId: row.id,
          ...requestTaken(row.reference, steps.overCapacity?.(row) ?? false),
        });
        await notifications.enqueue(trx, hooks, kind.spec.notice(row));
        return answerWithin(trx, hooks, steps.receiptOf(row));
      });
    };
    return address === null ? work() : limits.submit(address, work, steps.prepare !== undefined);
  }
}
