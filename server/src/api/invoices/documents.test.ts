import { readShopSettings, readZatcaQrPayload } from '@cakeshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { testDatabaseUrl } from '../../../test/support/database';
import { paymentOf, SAUDI_SHOP } from '../../../test/support/invoices';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { bodyOf, DocumentsRepository } from './documents.repository';
import { issueForSettlement, SellerIncomplete } from './issue';
import type { SettlementFacts } from './settlement';

let database: Database;
const documents = new DocumentsRepository();
const now = new Date('2026-11-27T21:30:45.123Z');

beforeAll(async () => {
  const dataDir = tempDataDir();
  database = await openDatabase(dataDir, () => undefined, { databaseUrl: await testDatabaseUrl(dataDir) });
});
afterAll(() => database.close());

const issue = async (facts: SettlementFacts, shop = SAUDI_SHOP) =>
  bodyOf(await database.write((trx) => issueForSettlement(trx, documents, facts, shop, now)));

describe('a document for every settlement', () => {
  it('when an order is paid in full, then its simplified tax invoice has each line’s net, VAT and gross, and totals that are their sums', async () => {
    const invoice = await issue(paymentOf(1, 37000, { deliveryFeeMinor: 2500 }));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      advance: false,
      regime: 'sa',
      issuedAt: '2026-11-27T21:30:45Z',
    });
    expect(
      invoice.lines.map(({ grossMinor, netMinor, vatMinor }) => [grossMinor, netMinor, vatMinor]),
    ).toEqual([
      [23000, 20000, 3000],
      [11500, 10000, 1500],
      [2500, 2174, 326],
    ]);
    expect(invoice.lines[2]).toMatchObject({ descriptionEn: 'Delivery', descriptionAr: 'التوصيل' });
    expect(invoice.totals.due).toEqual({ netMinor: 32174, vatMinor: 4826, grossMinor: 37000 });
  });

  it('when the QR of a Saudi invoice is read back, then it holds the five fields with the Arabic seller name', async () => {
    const invoice = await issue(paymentOf(2, 34500));
    expect(readZatcaQrPayload(invoice.qr ?? '')).toEqual({
      sellerName: 'شركة مخبز الورد',
      vatNumber: '310122393500003',
      timestamp: '2026-11-27T21:30:45Z',
      totalWithVat: '345.00',
      vatTotal: '45.00',
    });
  });

  it('when a deposit is taken and then the balance, then two invoices: the advance, and a final one deducting it', async () => {
    const deposit = await issue(paymentOf(3, 10000));
    expect(deposit).toMatchObject({
      advance: true,
      totals: { due: { grossMinor: 10000, vatMinor: 1304, netMinor: 8696 } },
    });
    expect(deposit.lines).toHaveLength(1);
    expect(deposit.lines[0]?.descriptionAr).toBe('دفعة مقدمة عن الطلب C-0003');
    const final = await issue(paymentOf(3, 24500));
    expect(final.advance).toBe(false);
    expect(final.lines).toHaveLength(2);
    expect(final.advances).toEqual([
      {
        number: deposit.number,
        uuid: deposit.uuid,
        issuedAt: deposit.issuedAt,
        vatRate: 15,
        netMinor: 8696,
        vatMinor: 1304,
        grossMinor: 10000,
      },
    ]);
    expect(final.totals.lines.grossMinor).toBe(34500);
    expect(final.totals.due).toEqual({ netMinor: 30000 - 8696, vatMinor: 4500 - 1304, grossMinor: 24500 });
    expect(readZatcaQrPayload(final.qr ?? '')).toMatchObject({ totalWithVat: '245.00', vatTotal: '31.96' });
  });

  it('when an order is refunded, then a credit note names the invoice it corrects', async () => {
    const invoice = await issue(paymentOf(4, 34500));
    const credit = await issue(paymentOf(4, 34500, { kind: 'credit_note', settlementKey: 'refund:4' }));
    expect(credit).toMatchObject({
      kind: 'credit_note',
      corrects: { number: invoice.number, uuid: invoice.uuid },
      totals: { due: { grossMinor: 34500, vatMinor: 4500, netMinor: 30000 } },
    });
    expect(credit.lines[0]?.descriptionEn).toBe(`Refund against invoice ${invoice.number}`);
  });

  it('when the seller’s facts are incomplete, then no tax document is issued and no number is used', async () => {
    const counter = () =>
      database.db.selectFrom('invoiceCounter').select('lastNumber').executeTakeFirstOrThrow();
    const before = await counter();
    const incomplete = readShopSettings({ ...SAUDI_SHOP, seller: { ...SAUDI_SHOP.seller, legalNameAr: '' } });
    await expect(issue(paymentOf(7, 34500), incomplete)).rejects.toThrow(SellerIncomplete);
    expect(await counter()).toEqual(before);
  });
});

describe('the tax regimes', () => {
  it('when the shop has no tax regime, then a plain receipt with no VAT split and no QR', async () => {
    const receipt = await issue(paymentOf(5, 34500), readShopSettings({ currency: 'AED', vatRate: 5 }));
    expect(receipt).toMatchObject({
      regime: 'none',
      qr: null,
      totals: { due: { grossMinor: 34500, vatMinor: 0 } },
    });
  });

  it('when a UAE shop with its TRN is paid, then a tax invoice at 5 % in AED, with no Saudi QR', async () => {
    const uae = readShopSettings({
      ...SAUDI_SHOP,
      currency: 'AED',
      vatRate: 5,
      taxRegime: 'ae',
      timeZone: 'Asia/Dubai',
      seller: { ...SAUDI_SHOP.seller, vatNumber: '100123456700003' },
    });
    const invoice = await issue(
      paymentOf(6, 10500, {
        currency: 'AED',
        lines: [{ descriptionEn: 'Cake', descriptionAr: 'كعكة', quantity: 1, unitGrossMinor: 10500 }],
      }),
      uae,
    );
    expect(invoice).toMatchObject({
      regime: 'ae',
      currency: 'AED',
      qr: null,
      totals: { due: { netMinor: 10000, vatMinor: 500 } },
    });
  });
});
