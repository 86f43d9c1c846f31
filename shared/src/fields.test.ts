import * as z from 'zod';
import { describe, expect, it } from 'vitest';

import { cakeInput } from './entities/cake';
import { courseInput } from './entities/course';
import { id, integer, MAX_ID, maxLengthOf, optionalEmail, optionalText, phone, requiredText } from './fields';
import { listQuery } from './paging';

const validCake = { nameEn: ' Rose cake ', nameAr: 'كعكة الورد', price: '12.50', cakeCategoryId: '2' };

describe('input schemas', () => {
  it('when a multipart form sends text, then numbers and flags are parsed and text trimmed', () => {
    const parsed = cakeInput.parse({ ...validCake, featured: 'true' });
    expect(parsed).toMatchObject({ nameEn: 'Rose cake', price: 12.5, cakeCategoryId: 2, featured: true });
    expect(parsed.descriptionEn).toBe('');
  });

  it('when fields are bad, then each one is named', () => {
    const result = cakeInput.safeParse({ nameEn: '', price: '1.2345', cakeCategoryId: '0' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['nameEn', 'nameAr', 'price', 'cakeCategoryId']));
  });

  it('when an id is larger than a database’s integer column holds, then it is refused', () => {
    expect(id.safeParse(MAX_ID).success).toBe(true);
    expect(id.safeParse(MAX_ID + 1).success).toBe(false);
    expect(id.safeParse('2606454787292729').success).toBe(false);
  });

  it('refuses prices out of range or with more than three decimals (the dinars have three)', () => {
    for (const price of [-1, 1_000_000.01, 0.0001, 'abc', '']) {
      expect(cakeInput.safeParse({ ...validCake, price }).success, String(price)).toBe(false);
    }
    expect(cakeInput.safeParse({ ...validCake, price: 1_000_000 }).success).toBe(true);
    expect(cakeInput.safeParse({ ...validCake, price: 1.255 }).success).toBe(true);
  });

  it('takes an empty start date as none and refuses a time other than UTC midnight', () => {
    const base = { titleEn: 'Sponge', titleAr: 'إسفنج', price: 10, categoryId: 1 };
    expect(courseInput.parse({ ...base, startDate: '' }).startDate).toBeNull();
    expect(courseInput.parse({ ...base, startDate: '2026-12-01T00:00:00Z' }).startDate).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(courseInput.safeParse({ ...base, startDate: '2026-12-01T09:00:00.000Z' }).success).toBe(false);
    expect(courseInput.parse({ ...base, seats: '' }).seats).toBeNull();
  });

  it('applies the paging defaults and bounds', () => {
    expect(listQuery.parse({})).toMatchObject({ pageNume: 1, pageSize: 12, q: '' });
    expect(listQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(listQuery.safeParse({ pageNume: '0' }).success).toBe(false);
    expect(listQuery.safeParse({ pageNume: '1.5' }).success).toBe(false);
  });
});

describe('the limits a form reads from a schema', () => {
  it('when a field is text behind optional, nullable, union and transform wrappers, then its schema maximum is found', () => {
    const schema = z.object({
      name: requiredText(80, 2),
      notes: optionalText(1000),
      email: optionalEmail,
      phone,
      count: integer(1, 20),
    });
    expect(maxLengthOf(schema, 'name')).toBe(80);
    expect(maxLengthOf(schema, 'notes')).toBe(1000);
    expect(maxLengthOf(schema, 'email')).toBe(254);
    expect(maxLengthOf(schema, 'phone')).toBe(30);
    expect(maxLengthOf(schema, 'count')).toBeUndefined();
  });
});
