import type { Database } from '../../db/database';
import type { DemoLedger } from './demo.provider';

/**
 * The demo's records in the site's database (its own tables, as a real provider keeps its own
 * at its end): a payment begun on one server and paid through another's page is the same one.
 */
export function tableLedger({ db, write }: Pick<Database, 'db' | 'write'>): DemoLedger {
  return {
    async add(payment) {
      await write((trx) =>
        trx
          .insertInto('demoPayments')
          .values({
            ref: payment.ref,
            reference: payment.reference,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            description: payment.description,
            language: payment.language,
            returnUrl: payment.returnUrl,
            expiresAt: payment.expiresAt,
            outcome: payment.outcome,
          })
          .execute(),
      );
    },
    async get(ref) {
      const row = await db.selectFrom('demoPayments').selectAll().where('ref', '=', ref).executeTakeFirst();
      if (!row) return undefined;
      const refunds = await db
        .selectFrom('demoRefunds')
        .select(['key', 'amountMinor'])
        .where('ref', '=', ref)
        .orderBy('key')
        .execute();
      return {
        ...row,
        amountMinor: Number(row.amountMinor),
        refunds: refunds.map((r) => ({ key: r.key, amountMinor: Number(r.amountMinor) })),
      };
    },
    // One conditional write: of two servers answering the same payment, one wins.
    async decide(ref, outcome) {
      const result = await write((trx) =>
        trx
          .updateTable('demoPayments')
          .set({ outcome })
          .where('ref', '=', ref)
          .where('outcome', 'is', null)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) === 1;
    },
    async addRefund(ref, refund) {
      await write((trx) =>
        trx
          .insertInto('demoRefunds')
          .values({ ref, key: refund.key, amountMinor: refund.amountMinor })
          .onConflict((oc) => oc.columns(['ref', 'key']).doNothing())
          .execute(),
      );
    },
  };
}
