import type { Logger } from 'pino';

import type { Database, Trx, TxHooks } from '../db/database';
import type { ReadShopSettings } from '../settings/settings.module';
import type { DocumentRow, DocumentsRepository } from './documents.repository';
import { issueForSettlement, SellerIncomplete } from './issue';
import type { SettlementFacts } from './settlement';

/** 30 s, 1 min, 2 min … doubling up to an hour: a fault that lasts is retried hourly until it clears. */
const invoiceBackoff = (failures: number) => Math.min(30_000 * 2 ** Math.max(0, failures - 1), 3_600_000);

/** Told of each document as it is issued, in the issuing transaction (the visitor's message). */
export type IssuedListener = (trx: Trx, hooks: TxHooks, document: DocumentRow) => Promise<void>;
/** Told once of a settlement whose document waits for the seller's facts (the message without its link). */
export type HeldListener = (trx: Trx, hooks: TxHooks, facts: SettlementFacts) => Promise<void>;

export interface InvoiceJobsOptions {
  now: () => Date;
  backoffMs?: (failures: number) => number;
}

/**
 * The outbox of documents: a settlement is written down as a job (in the payment's own
 * transaction, or just after it) and issued from there, the job marked done in the issuing
 * transaction. A failure while issuing (the seller's facts incomplete, the database gone a
 * moment) leaves the payment as it is and the job waiting for a retry; a job told twice, or
 * retried after it went through, issues nothing more (one job and one document per settlement).
 */
export class InvoiceJobs {
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly backoffMs: (failures: number) => number;
  private readonly issued: IssuedListener[] = [];
  private readonly held: HeldListener[] = [];

  constructor(
    private readonly database: Database,
    private readonly documents: DocumentsRepository,
    private readonly settings: ReadShopSettings,
    private readonly logger: Logger,
    private readonly options: InvoiceJobsOptions,
  ) {
    this.backoffMs = options.backoffMs ?? invoiceBackoff;
  }

  onIssued(listener: IssuedListener): void {
    this.issued.push(listener);
  }

  onHeld(listener: HeldListener): void {
    this.held.push(listener);
  }

  /**
   * Writes the settlement down in the caller's transaction (the payment's): kept or lost with it.
   * Its document is issued right after: the run reads the jobs in the write queue, behind the
   * payment's transaction, so it finds the job once that committed (and nothing if it rolled back).
   */
  async enqueue(trx: Trx, facts: SettlementFacts): Promise<void> {
    await trx
      .insertInto('invoiceJobs')
      .values({
        settlementKey: facts.settlementKey,
        facts: JSON.stringify(facts),
        nextAttemptAt: this.options.now().getTime(),
        createdAt: this.options.now().toISOString(),
      })
      .onConflict((conflict) => conflict.column('settlementKey').doNothing())
      .execute();
    setImmediate(
      () =>
        void this.run().catch((error: unknown) => this.logger.error({ err: error }, 'invoice jobs failed')),
    );
  }

  /** A settlement heard after its payment committed: written down, then issued at once if it can be. */
  async settle(facts: SettlementFacts): Promise<DocumentRow | undefined> {
    await this.database.write((trx) => this.enqueue(trx, facts));
    await this.run();
    return this.documents.bySettlement(this.database.db, facts.settlementKey);
  }

  /**
   * Issues every job that is due, one at a time; runs are serialized. `everything`: the waiting
   * ones too, whatever their backoff (the seller's facts were just saved: what waited on them goes now).
   */
  run(everything = false): Promise<void> {
    const next = this.running.then(() => this.runOnce(everything));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async runOnce(everything: boolean): Promise<void> {
    if (this.stopped) return;
    const now = this.options.now().getTime();
    // In the write queue: a payment's transaction that wrote a job ahead of this run has ended.
    const due = await this.database.exclusive(() =>
      this.database.db
        .selectFrom('invoiceJobs')
        .selectAll()
        .where('doneAt', 'is', null)
        .where('nextAttemptAt', '<=', everything ? Number.MAX_SAFE_INTEGER : now)
        .orderBy('id')
        .execute(),
    );
    for (const job of due) {
      const facts = JSON.parse(job.facts) as SettlementFacts;
      try {
        await this.database.write(async (trx, hooks) => {
          const settings = await this.settings(trx);
          const before = await this.documents.bySettlement(trx, facts.settlementKey);
          const document = await issueForSettlement(trx, this.documents, facts, settings, this.options.now());
          // Told once: with the document and its job marked done, in one transaction.
          if (!before) for (const listener of this.issued) await listener(trx, hooks, document);
          await trx
            .updateTable('invoiceJobs')
            .set({ doneAt: this.options.now().toISOString(), lastError: '' })
            .where('id', '=', job.id)
            .execute();
        });
      } catch (error) {
        const attempts = Number(job.attempts) + 1;
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(
          { settlementKey: job.settlementKey, attempts, err: error },
          'a document could not be issued yet',
        );
        await this.database.write(async (trx, hooks) => {
          const counted = await trx
            .updateTable('invoiceJobs')
            .set({
              attempts,
              lastError: message.slice(0, 500),
              nextAttemptAt: now + this.backoffMs(attempts),
            })
            .where('id', '=', job.id)
            .where('attempts', '=', Number(job.attempts))
            .returning('id')
            .executeTakeFirst();
          // Its first wait for the seller's facts, counted here once whichever server ran it.
          if (counted && attempts === 1 && error instanceof SellerIncomplete)
            for (const listener of this.held) await listener(trx, hooks, facts);
        });
      }
    }
    await this.schedule();
  }

  /** Wakes for the next retry that is waiting, if any. */
  private async schedule(): Promise<void> {
    if (this.stopped) return;
    const next = await this.database.db
      .selectFrom('invoiceJobs')
      .select((eb) => eb.fn.min('nextAttemptAt').as('at'))
      .where('doneAt', 'is', null)
      .executeTakeFirst();
    clearTimeout(this.timer);
    if (next?.at === null || next?.at === undefined) return;
    const wait = Math.max(1000, Number(next.at) - this.options.now().getTime());
    this.timer = setTimeout(
      () =>
        void this.run().catch((error: unknown) => this.logger.error({ err: error }, 'invoice jobs failed')),
      wait,
    );
    this.timer.unref();
  }

  /** The jobs still waiting, with why (the Invoices screen shows them). */
  waiting() {
    return this.database.db
      .selectFrom('invoiceJobs')
      .select(['settlementKey', 'attempts', 'lastError', 'createdAt'])
      .where('doneAt', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** No more retries; resolves once the run under way (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
