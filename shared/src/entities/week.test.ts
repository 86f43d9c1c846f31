import { describe, expect, it } from 'vitest';

import { branchCalendarInput, pickupDaysQuery } from './calendar';
import { cakeInput, editCakeInput } from './cake';
import { cakeCategoryInput } from './categories';
import { cakeOrderInput, linesOf } from './requests';

const day = '2026-12-10T00:00:00.000Z';
const visitor = { customerName: 'Sara', phone: '0501234567', language: 'ar', pickupDate: day, branchId: 1 };

describe('the week’s contract', () => {
  it('when a cake comes as the first version sent it (a price, no sizes), then it is valid', () => {
    const parsed = cakeInput.parse({ nameEn: 'A', nameAr: 'أ', price: 12, cakeCategoryId: 1 });
    expect(parsed.sizes).toBeUndefined();
    expect(parsed.leadDays).toBeUndefined();
  });

  it('when a new cake has neither a price nor sizes, then the price is named', () => {
    const result = cakeInput.safeParse({ nameEn: 'A', nameAr: 'أ', cakeCategoryId: 1 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['price']);
  });

  it('when a multipart form sends sizes and branches as JSON text, then they are read as lists', () => {
    const parsed = editCakeInput.parse({
      id: '3',
      nameEn: 'A',
      nameAr: 'أ',
      cakeCategoryId: '1',
      sizes: JSON.stringify([
        { labelEn: '1 kg', labelAr: '١ كغ', price: '١٢٠٫٥', servingsFrom: '8', servingsTo: '10' },
      ]),
      branchIds: '[2]',
      leadDays: '',
    });
    expect(parsed.sizes).toEqual([
      { labelEn: '1 kg', labelAr: '١ كغ', price: 120.5, servingsFrom: 8, servingsTo: 10 },
    ]);
    expect(parsed.branchIds).toEqual([2]);
    expect(parsed.leadDays).toBeNull();
  });

  it('when sizes are not JSON, or serve fewer than they start with, then the field is named', () => {
    const notJson = editCakeInput.safeParse({
      id: 1,
      nameEn: 'A',
      nameAr: 'أ',
      cakeCategoryId: 1,
      sizes: '[{',
    });
    expect(notJson.error?.issues[0]?.path).toEqual(['sizes']);
    const backwards = cakeInput.safeParse({
      nameEn: 'A',
      nameAr: 'أ',
      cakeCategoryId: 1,
      sizes: [{ labelEn: 'S', labelAr: 'ص', price: 1, servingsFrom: 10, servingsTo: 8 }],
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['sizes', 0, 'servingsTo']);
  });

  it('when an order comes as one cake (the first version’s body), then it is one line', () => {
    const parsed = cakeOrderInput.parse({
      ...visitor,
      cakeId: 4,
      quantity: 2,
      cakeMessage: 'عيد ميلاد سعيد 30',
    });
    expect(linesOf(parsed)).toEqual([
      { cakeId: 4, sizeId: null, flavourId: null, quantity: 2, cakeMessage: 'عيد ميلاد سعيد 30' },
    ]);
  });

  it('when an order has neither lines nor a cake, then it is refused naming the cake', () => {
    const result = cakeOrderInput.safeParse(visitor);
    expect(result.error?.issues[0]?.path).toEqual(['cakeId']);
  });

  it('when a basket message is longer than 60 characters, then its line is named', () => {
    const result = cakeOrderInput.safeParse({
      ...visitor,
      lines: [{ cakeId: 1, quantity: 1, cakeMessage: 'م'.repeat(61) }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['lines', 0, 'cakeMessage']);
  });

  it('when a calendar repeats a weekday or closes when it opens, then the field is named; a night past midnight is kept', () => {
    const twice = branchCalendarInput.safeParse({
      branchId: 1,
      week: [
        { weekday: 5, opensAt: '09:00', closesAt: '17:00' },
        { weekday: 5, opensAt: '10:00', closesAt: '18:00' },
      ],
      exceptions: [],
    });
    expect(twice.error?.issues[0]?.path).toEqual(['week']);
    const empty = branchCalendarInput.safeParse({
      branchId: 1,
      week: null,
      exceptions: [{ from: day, to: day, closed: false, opensAt: '١٨:٠٠', closesAt: '18:00' }],
    });
    expect(empty.error?.issues[0]?.path).toEqual(['exceptions', 0, 'closesAt']);
    const night = branchCalendarInput.safeParse({
      branchId: 1,
      week: null,
      exceptions: [{ from: day, to: day, closed: false, opensAt: '٢٠:٠٠', closesAt: '02:00' }],
    });
    expect(night.data?.exceptions[0]).toMatchObject({ opensAt: '20:00', closesAt: '02:00' });
  });

  it('when a basket is asked about, then its cakes and counts are read', () => {
    expect(pickupDaysQuery.parse({ branchId: '2', cakes: '12:2,14' }).cakes).toEqual([
      { cakeId: 12, quantity: 2 },
      { cakeId: 14, quantity: 1 },
    ]);
    expect(pickupDaysQuery.safeParse({ branchId: 2, cakes: '12:x' }).success).toBe(false);
  });

  it('when a cake category leaves out its cap, then it is kept; an empty one clears it', () => {
    expect(cakeCategoryInput.parse({ nameEn: 'A', nameAr: 'أ' }).dailyCapacity).toBeUndefined();
    expect(cakeCategoryInput.parse({ nameEn: 'A', nameAr: 'أ', dailyCapacity: '' }).dailyCapacity).toBeNull();
    expect(cakeCategoryInput.parse({ nameEn: 'A', nameAr: 'أ', dailyCapacity: '3' }).dailyCapacity).toBe(3);
  });
});
