import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { testDatabaseUrl } from '../../../test/support/database';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { Payments } from './payments';
import type { PaymentRow, RefundRow } from './payments.repository';
import { PaymentsRepository } from './payments.repository';
import type { ManualPayment } from './payments';
import { PROVIDERS, providersFor } from './providers';

let database: Database;
const now = () => new Date('2026-12-07T09:00:00.000Z');

beforeAll(async () => {
  const dataDir = tempDataDir();
  database = await openDatabase(dataDir, () => undefined, { databaseUrl: await testDatabaseUrl(dataDir) });
});
afterAll(() => database.close());

const cash = (requestId: number, amountMinor: number): ManualPayment => ({
  requestId,
  collectionId: null,
  amountMinor,
  currency: 'KWD',
  method: 'cash',
  paidOn: '2026-12-07T00:00:00.000Z',
  note: '',
  by: 'owner',
});

const paymentsOf = () =>
  new Payments({
    database,
    repository: new PaymentsRepository(),
    providers: providersFor({ provider: 'off' }, { database, now }),
    now,
  });

describe('payments, knowing requests by their id alone', () => {
  it('when money taken by hand is recorded, then it is paid at once and heard as paid inside its transaction', async () => {
    const payments = paymentsOf();
    const heard: PaymentRow[] = [];
    payments.onPaid(async (trx, payment) => {
      // Inside the transaction: the payment is there to read.
      const seen = await trx
        .selectFrom('payments')
        .select('id')
        .where('id', '=', payment.id)
        .executeTakeFirst();
      expect(seen).toEqual({ id: payment.id });
      heard.push(payment);
    });
    const row = await database.write((trx, hooks) => payments.recordManual(trx, hooks, cash(101, 1255)));
    expect(row).toMatchObject({
      provider: 'manual',
      providerRef: null,
      status: 'paid',
      amountMinor: 1255,
      currency: 'KWD',
      paidOn: '2026-12-07T00:00:00.000Z',
      createdAt: now().toISOString(),
    });
    expect(heard.map((payment) => payment.id)).toEqual([row.id]);
    expect(await payments.netPaid(database.db, [101, 102])).toEqual(new Map([[101, 1255]]));
  });

  it('when a listener of paid fails, then the payment is not kept either', async () => {
    const payments = paymentsOf();
    payments.onPaid(() => Promise.reject(new Error('the order could not take it')));
    await expect(
      database.write((trx, hooks) => payments.recordManual(trx, hooks, cash(201, 500))),
    ).rejects.toThrow('could not take it');
    expect(await payments.paidOf(database.db, 201)).toEqual([]);
  });

  it('when part of a payment is given back, then it is heard as refunded and the request was paid that much less; more than is left is refused', async () => {
    const payments = paymentsOf();
    const heard: [RefundRow, PaymentRow][] = [];
    payments.onRefunded((_trx, refund, payment) => {
      heard.push([refund, payment]);
      return Promise.resolve();
    });
    const paid = await database.write((trx, hooks) => payments.recordManual(trx, hooks, cash(301, 2000)));
    const refund = await payments.refund(paid.id, {
      amountMinor: 750,
      reason: 'a smaller cake',
      by: 'owner',
    });
    expect(refund).toMatchObject({
      status: 'refunded',
      amountMinor: 750,
      currency: 'KWD',
      confirmedAt: now().toISOString(),
    });
    expect(heard.map(([r, p]) => [r.id, p.id])).toEqual([[refund.id, paid.id]]);
    expect(await payments.netPaid(database.db, [301])).toEqual(new Map([[301, 1250]]));

    const tooMuch = payments.refund(paid.id, { amountMinor: 1251, reason: '', by: 'owner' });
    await expect(tooMuch).rejects.toBeInstanceOf(ApiError);
    // What is left is said in the currency's units, never in fils.
    await expect(tooMuch).rejects.toMatchObject({
      status: 400,
      details: [{ path: 'amount', message: 'At most 1.25 KWD of this payment is left to give back' }],
    });
    const unknown = payments.refund(999_999, { amountMinor: 1, reason: '', by: 'owner' });
    await expect(unknown).rejects.toMatchObject({ status: 404 });
    expect(heard).toHaveLength(1);
    expect(await payments.netPaid(database.db, [301])).toEqual(new Map([[301, 1250]]));
  });

  it('when a stored payment names a provider, then manual and the provider PAYMENTS names are found, no other; manual has no webhook', () => {
    expect(Object.keys(PROVIDERS)).toEqual(['manual', 'demo', 'moyasar', 'tap']);
    const off = providersFor({ provider: 'off' }, { database, now });
    expect(off.active).toBeUndefined();
    expect(off.of('manual')).toBe(PROVIDERS.manual());
    expect(off.of('toString')).toBeUndefined();
    expect(off.of('moyasar')).toBeUndefined();
    const demo = providersFor({ provider: 'demo', holdMinutes: 15 }, { database, now });
    expect(demo.of('demo')).toBe(demo.active);
    expect(demo.of('moyasar')).toBeUndefined();
    expect(PROVIDERS.manual().verifyWebhook({ headers: {}, body: Buffer.from('{}') })).toMatchObject({
      ok: false,
    });
  });
});
