import { readShopSettings } from '@cakeshop/shared';
import type { ShopSettings } from '@cakeshop/shared';

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
