import { afterAll, beforeAll, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { testDatabaseUrl } from '../../../test/support/database';
import { paymentOf, SAUDI_SHOP } from '../../../test/support/invoices';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { bodyOf, DocumentsRepository, hashOf } from './documents.repository';
import { issueForSettlement } from './issue';

let database: Database;
const documents = new DocumentsRepository();
const now = new Date('2026-11-27T21:30:00.000Z');

beforeAll(async () => {
  const dataDir = tempDataDir();
  database = await openDatabase(dataDir, () => undefined, { databaseUrl: await testDatabaseUrl(dataDir) });
});
afterAll(() => database.close());

const numbers = async () =>
  (await database.db.selectFrom('invoiceDocuments').select('number').orderBy('number').execute()).map((row) =>
    Number(row.number),
  );

it('when 50 settlements are issued at once, then they hold the numbers 1 to 50 in order of issue, none twice, each chained to the one before', async () => {
  // Transactions of their own, side by side (not through the write queue): on PostgreSQL they run
  // at once on the pool's connections, and only the counter row's lock orders them.
  const issued = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      database.db
        .transaction()
        .execute((trx) =>
          issueForSettlement(trx, documents, paymentOf(1000 + index, 34500), SAUDI_SHOP, now),
        ),
    ),
  );
  expect(new Set(issued.map((row) => Number(row.number))).size).toBe(50);
  expect(await numbers()).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  const rows = await database.db.selectFrom('invoiceDocuments').selectAll().orderBy('number').execute();
  rows.forEach((row, index) => {
    expect(row.previousHash).toBe(index === 0 ? '' : rows[index - 1]!.hash);
    expect(row.hash).toBe(hashOf(row.previousHash, row.body));
    expect(bodyOf(row).number).toBe(Number(row.number));
  });
});

it('when an issuing transaction rolls back, then its number is used by the next document: no gap', async () => {
  const before = await numbers();
  await expect(
    database.write(async (trx) => {
      await issueForSettlement(trx, documents, paymentOf(2000, 34500), SAUDI_SHOP, now);
      throw new Error('the payment’s transaction failed after issuing');
    }),
  ).rejects.toThrow(/failed after issuing/);
  const next = await database.write((trx) =>
    issueForSettlement(trx, documents, paymentOf(2001, 34500), SAUDI_SHOP, now),
  );
  expect(Number(next.number)).toBe(before.length + 1);
  expect(await numbers()).toEqual(Array.from({ length: before.length + 1 }, (_, index) => index + 1));
});

it('when a settlement is issued twice, then the second answers the first document and uses no number', async () => {
  const facts = paymentOf(2100, 34500);
  const first = await database.write((trx) => issueForSettlement(trx, documents, facts, SAUDI_SHOP, now));
  const again = await database.write((trx) => issueForSettlement(trx, documents, facts, SAUDI_SHOP, now));
  expect(again.uuid).toBe(first.uuid);
  expect((await numbers()).at(-1)).toBe(Number(first.number));
});

it('when anyone tries to change an issued document, then the database refuses it', async () => {
  await expect(
    database.db.updateTable('invoiceDocuments').set({ grossMinor: 1 }).where('number', '=', 1).execute(),
  ).rejects.toThrow(/never changed/);
  const row = await database.db
    .selectFrom('invoiceDocuments')
    .select('grossMinor')
    .where('number', '=', 1)
    .executeTakeFirstOrThrow();
  expect(Number(row.grossMinor)).toBe(34500);
});
