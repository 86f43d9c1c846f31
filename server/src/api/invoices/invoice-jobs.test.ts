import { readShopSettings } from '@cakeshop/shared';
import type { ShopSettings } from '@cakeshop/shared';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { testDatabaseUrl } from '../../../test/support/database';
import { paymentOf, SAUDI_SHOP } from '../../../test/support/invoices';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { DocumentsRepository } from './documents.repository';
import { InvoiceJobs } from './invoice-jobs';
import type { SettlementFacts } from './settlement';

let database: Database;
const documents = new DocumentsRepository();
let clock = new Date('2026-11-27T10:00:00.000Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  const dataDir = tempDataDir();
  database = await openDatabase(dataDir, () => undefined, { databaseUrl: await testDatabaseUrl(dataDir) });
});
afterAll(() => database.close());

/** The listener as the payments module attaches it, on the shop's settings as the test sets them. */
function listenerOn(settings: () => ShopSettings | Promise<ShopSettings>) {
  const jobs = new InvoiceJobs(
    database,
    documents,
    () => Promise.resolve(settings()),
    pino({ level: 'silent' }),
    {
      now: () => clock,
    },
  );
  return {
    jobs,
    onPaid: (event: Omit<SettlementFacts, 'kind'>) => jobs.settle({ ...event, kind: 'invoice' }),
    onRefunded: (event: Omit<SettlementFacts, 'kind'>) => jobs.settle({ ...event, kind: 'credit_note' }),
  };
}

const documentsOf = (settlementKey: string) =>
  database.db.selectFrom('invoiceDocuments').selectAll().where('settlementKey', '=', settlementKey).execute();

/** The staff's payment and its job, written in one transaction as the payments module would. */
async function recordPayment(jobs: InvoiceJobs, facts: SettlementFacts) {
  await database.write(async (trx) => {
    await trx
      .insertInto('payments')
      .values({
        collectionId: null,
        requestId: facts.requestId,
        provider: 'manual',
        providerRef: null,
        method: 'card',
        amountMinor: facts.amountMinor,
        currency: facts.currency,
        status: 'paid',
        paidOn: '2026-11-27T00:00:00.000Z',
        note: '',
        recordedBy: 'owner',
        createdAt: clock.toISOString(),
        updatedAt: clock.toISOString(),
      })
      .execute();
    await jobs.enqueue(trx, facts);
  });
}

it('when a payment is heard, then its invoice is issued; when it is heard again, then no second document', async () => {
  const { onPaid } = listenerOn(() => SAUDI_SHOP);
  const { kind: _kind, ...event } = paymentOf(500, 34500);
  const first = await onPaid(event);
  const again = await onPaid(event);
  expect(first?.uuid).toBeDefined();
  expect(again?.uuid).toBe(first?.uuid);
  expect(await documentsOf(event.settlementKey)).toHaveLength(1);
});

it('when a refund is heard, then its credit note corrects the invoice', async () => {
  const { onPaid, onRefunded } = listenerOn(() => SAUDI_SHOP);
  const { kind: _kind, ...paid } = paymentOf(501, 34500);
  const invoice = await onPaid(paid);
  const credit = await onRefunded({ ...paid, settlementKey: 'refund:501' });
  expect(credit?.kind).toBe('credit_note');
  expect(JSON.parse(credit?.body ?? '{}')).toMatchObject({ corrects: { uuid: invoice?.uuid } });
});

it('when issuing fails, then the payment stands, and a retry after the backoff issues the document once', async () => {
  let failures = 1;
  const { jobs } = listenerOn(() => {
    if (failures-- > 0) throw new Error('the database went away mid-issue');
    return SAUDI_SHOP;
  });
  const facts = paymentOf(502, 34500);
  await recordPayment(jobs, facts);
  await jobs.run();
  const payments = await database.db
    .selectFrom('payments')
    .selectAll()
    .where('requestId', '=', 502)
    .execute();
  expect(payments).toHaveLength(1);
  expect(await documentsOf(facts.settlementKey)).toHaveLength(0);
  expect(await jobs.waiting()).toEqual([
    expect.objectContaining({
      settlementKey: facts.settlementKey,
      lastError: 'the database went away mid-issue',
    }),
  ]);
  await jobs.run();
  expect(await documentsOf(facts.settlementKey)).toHaveLength(0);
  later(30_000);
  await jobs.run();
  await jobs.run();
  expect(await documentsOf(facts.settlementKey)).toHaveLength(1);
  expect(await jobs.waiting()).toEqual([]);
  await jobs.stop();
});

it('when the seller’s facts are incomplete, then the order’s payment waits for its invoice until they are complete', async () => {
  let shop = readShopSettings({ ...SAUDI_SHOP, seller: { ...SAUDI_SHOP.seller, vatNumber: '' } });
  const { jobs, onPaid } = listenerOn(() => shop);
  const { kind: _kind, ...event } = paymentOf(503, 34500);
  expect(await onPaid(event)).toBeUndefined();
  expect((await jobs.waiting()).map((job) => job.lastError)).toEqual([expect.stringContaining('vatNumber')]);
  shop = SAUDI_SHOP;
  later(60 * 60_000);
  await jobs.run();
  expect(await documentsOf(event.settlementKey)).toHaveLength(1);
  await jobs.stop();
});

it('when the same settlement is heard many times at once, then one document', async () => {
  const { onPaid } = listenerOn(() => SAUDI_SHOP);
  const { kind: _kind, ...event } = paymentOf(504, 34500);
  await Promise.all(Array.from({ length: 10 }, () => onPaid(event)));
  expect(await documentsOf(event.settlementKey)).toHaveLength(1);
});

it('when the payment’s transaction writes the settlement down, then its document follows the commit; a rolled-back payment leaves neither', async () => {
  const { jobs } = listenerOn(() => SAUDI_SHOP);
  const kept = paymentOf(505, 34500);
  const lost = paymentOf(506, 34500);
  await recordPayment(jobs, kept);
  await expect(
    database.write(async (trx) => {
      await jobs.enqueue(trx, lost);
      throw new Error('the payment failed');
    }),
  ).rejects.toThrow('the payment failed');
  await expect.poll(async () => (await documentsOf(kept.settlementKey)).length).toBe(1);
  expect(await documentsOf(lost.settlementKey)).toHaveLength(0);
  expect(await jobs.waiting()).toEqual([]);
  await jobs.stop();
});
