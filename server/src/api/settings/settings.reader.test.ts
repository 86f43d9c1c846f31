import { afterAll, beforeAll, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { testDatabaseUrl } from '../../../test/support/database';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { SettingsReader } from './settings.reader';

let database: Database;
beforeAll(async () => {
  const dataDir = tempDataDir();
  database = await openDatabase(dataDir, () => undefined, { databaseUrl: await testDatabaseUrl(dataDir) });
});
afterAll(() => database.close());

const store = (currency: string) =>
  database.db
    .updateTable('shopSettings')
    .set({ data: JSON.stringify({ currency }) })
    .where('id', '=', 1)
    .execute();

it('when the record changes under it, then the reader answers what it kept until it is told to forget', async () => {
  const reader = new SettingsReader();
  await store('AED');
  expect((await reader.read(database.db)).currency).toBe('AED');
  await store('SAR');
  expect((await reader.read(database.db)).currency).toBe('AED');
  reader.forget();
  expect((await reader.read(database.db)).currency).toBe('SAR');
});

it('when it is told to forget while a read is under way, then that read is not kept', async () => {
  const reader = new SettingsReader();
  await store('KWD');
  const during = reader.read(database.db);
  reader.forget();
  expect((await during).currency).toBe('KWD');
  await store('BHD');
  expect((await reader.read(database.db)).currency).toBe('BHD');
});

it('when a stored field no longer passes the checks, then it reads its default and the others stay', async () => {
  const reader = new SettingsReader();
  await database.db
    .updateTable('shopSettings')
    .set({ data: JSON.stringify({ currency: 'QAR', timeZone: 'Nowhere/Atlantis', orderLeadDays: 5 }) })
    .where('id', '=', 1)
    .execute();
  expect(await reader.read(database.db)).toMatchObject({
    currency: 'QAR',
    timeZone: 'Asia/Dubai',
    orderLeadDays: 5,
  });
});
