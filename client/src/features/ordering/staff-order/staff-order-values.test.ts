import type { Cake } from '@cakeshop/shared';
import { staffCakeOrderInput } from '@cakeshop/shared';
import { describe, expect, it } from 'vitest';

import {
  emptyLine,
  expectedTotal,
  fitLineToCake,
  staffOrderDefaults,
  staffOrderFields,
  toStaffOrderBody,
} from './staff-order-values';

const cake = (id: number, prices: number[], flavours: string[] = []): Cake => ({
  id,
  nameEn: `Cake ${id}`,
  nameAr: `كيكة ${id}`,
  descriptionEn: null,
  descriptionAr: null,
  price: Math.min(...prices),
  cakeCategoryId: 1,
  featured: false,
  sizes: prices.map((price, index) => ({
    id: id * 10 + index,
    labelEn: `S${index}`,
    labelAr: `ح${index}`,
    price,
    servingsFrom: null,
    servingsTo: null,
  })),
  flavours: flavours.map((name, index) => ({ id: id * 100 + index, nameEn: name, nameAr: name })),
  leadDays: null,
  branchIds: [],
  imageUrl: null,
});

const cakes = [cake(1, [40.1, 75.35], ['Chocolate']), cake(2, [19.99])];

describe('staff order values', () => {
  it('when a cake is chosen or changed, then the line takes its first size and keeps only its own flavour', () => {
    expect(fitLineToCake(cakes[0], { ...emptyLine(), cakeId: '1' })).toEqual({ sizeId: '10', flavourId: '' });
    expect(fitLineToCake(cakes[0], { ...emptyLine(), cakeId: '1', sizeId: '11', flavourId: '100' })).toEqual({
      sizeId: '11',
      flavourId: '100',
    });
    expect(fitLineToCake(cakes[1], { ...emptyLine(), cakeId: '2', sizeId: '11', flavourId: '100' })).toEqual({
      sizeId: '20',
      flavourId: '',
    });
    expect(fitLineToCake(undefined, { ...emptyLine(), sizeId: '11' })).toEqual({ sizeId: '', flavourId: '' });
  });

  it('when lines are priced, then the total is counted in the currency’s minor unit (no 0.1 + 0.2 drift), in any script’s digits', () => {
    const lines = [
      { ...emptyLine(), cakeId: '1', sizeId: '11', quantity: '٢' },
      { ...emptyLine(), cakeId: '2', sizeId: '20', quantity: '3' },
    ];
    expect(expectedTotal(lines, cakes, 'AED')).toBe(210.67);
    expect(expectedTotal([...lines, emptyLine()], cakes, 'AED')).toBeNull();
    expect(expectedTotal([{ ...lines[1]!, quantity: '1.5' }], cakes, 'AED')).toBeNull();
  });

  it('when the order is sent, then it is the contract’s staff body: lines, the day as ISO, the total shown', () => {
    const values = {
      ...staffOrderDefaults('ar', 4),
      lines: [
        {
          cakeId: '1',
          sizeId: '11',
          flavourId: '100',
          quantity: '2',
          cakeMessage: 'عيد ميلاد سعيد يا Sara 30',
        },
        { cakeId: '2', sizeId: '20', flavourId: '', quantity: '1', cakeMessage: '' },
      ],
      pickupDate: '2026-12-10',
      customerName: 'Huda',
      phone: '+971 50 123 4567',
    };
    const parsed = staffCakeOrderInput.parse(toStaffOrderBody(values, cakes, 'AED', true));
    expect(parsed).toMatchObject({
      branchId: 4,
      pickupDate: '2026-12-10T00:00:00.000Z',
      language: 'ar',
      overCapacity: true,
      expectedTotal: 170.69,
    });
    expect(parsed.lines).toEqual([
      { cakeId: 1, sizeId: 11, flavourId: 100, quantity: 2, cakeMessage: 'عيد ميلاد سعيد يا Sara 30' },
      { cakeId: 2, sizeId: 20, flavourId: null, quantity: 1, cakeMessage: '' },
    ]);
  });

  it('when the server names a line’s field, then the form has it', () => {
    expect(staffOrderFields(2)).toEqual(expect.arrayContaining(['pickupDate', 'branchId', 'lines.1.sizeId']));
    expect(staffOrderFields(2)).not.toContain('lines.2.sizeId');
  });
});
