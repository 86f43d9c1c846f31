import { readShopSettings } from '@cakeshop/shared';
import type { ShopSettings } from '@cakeshop/shared';
import pino from 'pino';

import { openDatabase } from '../../src/api/db/database';
import type { Database } from '../../src/api/db/database';
import { createInvoicesModule } from '../../src/api/invoices/invoices.module';
import type { InvoicesModule } from '../../src/api/invoices/invoices.module';
import { SettingsReader } from '../../src/api/settings/settings.reader';
import { JWT_SECRET, saveShopSettings, startSignedInApi } from './api';
import type { SignedInApi } from './api';
import { testDatabaseUrl } from './database';

import type { SettlementFacts } from '../../src/api/invoices/settlement';

/** A Saudi shop with its seller complete, as the tests of the invoices issue for. */
export const SAUDI_SHOP: ShopSettings = readShopSettings({
  currency: 'SAR',
  vatRate: 15,
  taxRegime: 'sa',
  timeZone: 'Asia/Riyadh',
  seller: {
    legalNameEn: 'Rose Bakery LLC',
    legalNameAr: 'شركة مخبز الورد',
    vatNumber: '310122393500003',
    commercialRegistration: '1010010000',
    addressEn: 'Olaya Street, Riyadh',
    addressAr: 'شارع العليا، الرياض',
  },
});

let settlements = 0;

/** A cake order's payment: two cakes at 230.00 and 115.00 SAR (345.00 with VAT). */
export function paymentOf(
  requestId: number,
  amountMinor: number,
  overrides: Partial<SettlementFacts> = {},
): SettlementFacts {
  settlements += 1;
  return {
    settlementKey: `payment:${requestId}:${settlements}`,
    kind: 'invoice',
    requestKind: 'cake',
    requestId,
    reference: `C-${String(requestId).padStart(4, '0')}`,
    currency: 'SAR',
    lines: [
      { descriptionEn: 'Rose cake', descriptionAr: 'كعكة الورد', quantity: 1, unitGrossMinor: 23000 },
      { descriptionEn: 'Cupcakes', descriptionAr: 'كب كيك', quantity: 2, unitGrossMinor: 5750 },
    ],
    amountMinor,
    method: 'card',
    at: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A replica beside a signed-in API started on a shared DATA_DIR, whose invoices module a test
 * drives as the payments module will (`onPaid`, `onRefunded`): the documents it issues are the
 * API's, read through its endpoints and links.
 */
export async function attachInvoicing(
  t: SignedInApi,
): Promise<{ invoices: InvoicesModule; replica: Database; detach: () => Promise<void> }> {
  const replica = await openDatabase(t.dataDir, () => undefined, {
    shared: true,
    databaseUrl: await testDatabaseUrl(t.dataDir),
  });
  const reader = new SettingsReader();
  const invoices = createInvoicesModule({
    database: replica,
    settings: (db) => {
      reader.forget();
      return reader.read(db);
    },
    secret: JWT_SECRET,
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
  });
  return {
    invoices,
    replica,
    detach: async () => {
      await invoices.stop();
      await replica.close();
    },
  };
}

/** The Saudi shop's signed-in API (on a shared DATA_DIR) and the replica that issues its documents. */
export async function startInvoicingApi(): Promise<
  SignedInApi & { invoices: InvoicesModule; replica: Database; closeAll: () => Promise<void> }
> {
  const t = await startSignedInApi({ sharedDataDir: true });
  await saveShopSettings(t, { ...SAUDI_SHOP });
  const { invoices, replica, detach } = await attachInvoicing(t);
  return {
    ...t,
    invoices,
    replica,
    closeAll: async () => {
      await detach();
      await t.close();
    },
  };
}
