import type { BasketLine } from '@cakeshop/shared/basket';
import { describe, expect, it } from 'vitest';

import { HttpError } from '../../../lib/http-error';
import { basketRows } from './basket-rows';
import type { CakeChoices } from './cake-choices';
import { CHECKOUT_FIELDS, checkoutForm } from './checkout';
import type { CheckoutField } from './checkout';

const size = (id: number | null, price: number) => ({ id, label: '', servings: '', price, priceText: '' });
const cakes: Record<string, CakeChoices | null> = {
  '1': {
    id: 1,
    name: 'Tiered',
    sizes: [size(3, 120), size(4, 210.55)],
    flavours: [{ id: 9, name: 'Pistachio' }],
  },
  '2': { id: 2, name: 'Plain', sizes: [size(null, 40.1)], flavours: [] },
  '5': null,
};
const line = (
  id: string,
  cakeId: number,
  sizeId: number | null,
  quantity: number,
  seenPrice: number,
  flavourId: number | null = null,
): BasketLine => ({
  id,
  cakeId,
  sizeId,
  flavourId,
  quantity,
  message: '',
  seenPrice,
});

describe('the basket as the page shows it', () => {
  it('when lines name their cakes’ sizes, then the total is the server’s prices in the currency’s minor unit, and a changed price is flagged', () => {
    const { rows, total, orderable } = basketRows(
      [line('1', 1, 4, 3, 200, 9), line('2', 2, null, 1, 40.1)],
      cakes,
      'AED',
    );
    expect(rows.map((row) => [row.unitPrice, row.total, row.priceChanged, row.flavour])).toEqual([
      [210.55, 631.65, true, 'Pistachio'],
      [40.1, 40.1, false, null],
    ]);
    expect(total).toBe(671.75);
    expect(orderable).toBe(true);
  });

  it('when a cake, a size or a flavour is gone, then its line says which and the basket cannot be ordered as it is', () => {
    const { rows, total, orderable } = basketRows(
      [
        line('1', 5, 3, 1, 10),
        line('2', 1, 99, 1, 10),
        line('3', 1, 3, 1, 120, 77),
        line('4', 1, null, 2, 120),
      ],
      cakes,
      'AED',
    );
    expect(rows.map((row) => row.problem)).toEqual(['gone', 'size', 'flavour', null]);
    expect(total).toBe(240);
    expect(orderable).toBe(false);
  });
});

describe('the checkout', () => {
  const context = {
    lines: [line('1', 1, 4, 2, 210.55, 9)],
    language: 'ar' as const,
    window: { earliest: '2026-12-03T00:00:00.000Z', latest: '2027-06-01T00:00:00.000Z', earliestText: '' },
  };
  const values: Record<CheckoutField, string> = {
    ...(Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, ''])) as Record<CheckoutField, string>),
    branchId: '2',
    pickupDate: '2026-12-10',
    expectedTotal: '421.10',
    dayField: '',
    customerName: 'Sara',
    phone: '0501234567',
    email: '',
    notes: '',
    website: '',
  };

  it('sends the lines, the day as the contract writes it, the total seen, and a basket of one line as the single cake too', () => {
    expect(checkoutForm.toBody(values, context)).toMatchObject({
      lines: [{ cakeId: 1, sizeId: 4, flavourId: 9, quantity: 2, cakeMessage: '' }],
      pickupDate: '2026-12-10T00:00:00.000Z',
      expectedTotal: '421.10',
      branchId: '2',
      language: 'ar',
      cakeId: 1,
      quantity: 2,
    });
    expect(
      checkoutForm.toBody(values, { ...context, lines: [...context.lines, line('2', 2, null, 1, 40)] }),
    ).not.toHaveProperty('cakeId');
  });

  it('when it is delivered, then the day is its window’s, the address and a gift’s recipient go as the contract nests them, and the fee seen with them', () => {
    const delivered = {
      ...values,
      fulfilment: 'delivery',
      pickupDate: '',
      deliveryWindow: '2026-12-11T00:00:00.000Z|14',
      'delivery.address.districtId': '7',
      'delivery.address.street': 'شارع الخليج',
      'delivery.address.building': 'فيلا ١٢',
      'delivery.recipient.name': 'منى',
      'delivery.recipient.phone': '0507654321',
      'delivery.recipient.cardMessage': 'كل عام وأنت بخير',
      'delivery.recipient.hidePrices': 'on',
      'delivery.expectedFee': '15.00',
    };
    expect(checkoutForm.toBody(delivered, context)).toMatchObject({
      pickupDate: '2026-12-11T00:00:00.000Z',
      delivery: {
        slotId: 14,
        address: { districtId: '7', street: 'شارع الخليج', building: 'فيلا ١٢', floor: '' },
        recipient: { name: 'منى', phone: '0507654321', cardMessage: 'كل عام وأنت بخير', hidePrices: true },
        expectedFee: '15.00',
      },
    });
    // Without a recipient's name it goes to the buyer; without a window it says to choose one.
    const plain = { ...delivered, 'delivery.recipient.name': '', deliveryWindow: '' };
    expect(checkoutForm.toBody(plain, context)).toMatchObject({ delivery: { recipient: null } });
    expect(checkoutForm.check?.(plain, context)).toEqual({
      deliveryWindow: { key: 'dashboard.validation.required' },
    });
    // A picked-up basket sends no delivery.
    expect(checkoutForm.toBody(values, context)).not.toHaveProperty('delivery');
  });

  it('when the server refuses the day, the shop or the prices, then each is said where it belongs', () => {
    const refusal = (code: string) => checkoutForm.refusal?.(new HttpError('no', 409, [], code));
    expect(refusal('pickup.full')).toEqual({ pickupDate: { key: 'common.errors.codes.pickup.full' } });
    expect(refusal('pickup.closed')).toEqual({ pickupDate: { key: 'common.errors.codes.pickup.closed' } });
    expect(refusal('cake.not_at_branch')).toEqual({
      branchId: { key: 'common.errors.codes.cake.not_at_branch' },
    });
    expect(refusal('order.price_changed')).toEqual({
      form: { key: 'common.errors.codes.order.price_changed' },
    });
    expect(refusal('delivery.slot_full')).toEqual({
      deliveryWindow: { key: 'common.errors.codes.delivery.slot_full' },
    });
    expect(refusal('delivery.not_served')).toEqual({
      'delivery.address.districtId': { key: 'common.errors.codes.delivery.not_served' },
    });
    expect(refusal('course.full')).toBeUndefined();
  });

  it('when the plain date field of an earlier backend holds a day too soon, then it says from when', () => {
    expect(checkoutForm.check?.({ ...values, dayField: 'plain', pickupDate: '2026-12-01' }, context)).toEqual(
      {
        pickupDate: { key: 'site.order.tooSoon', values: { date: '' } },
      },
    );
    expect(checkoutForm.check?.({ ...values, pickupDate: '2026-12-01' }, context)).toEqual({});
  });
});
