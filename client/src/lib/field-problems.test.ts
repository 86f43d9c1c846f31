import { cakeInput, contactBranchInput, courseInput } from '@cakeshop/shared';
import { describe, expect, it } from 'vitest';

import type { IssueLike } from './field-problems';
import { problemsFromIssues } from './field-problems';

function errorsOf(
  schema: { safeParse: (value: unknown) => { error?: { issues: unknown[] } } },
  value: object,
) {
  const issues = (schema.safeParse(value).error?.issues ?? []) as IssueLike[];
  return Object.fromEntries(
    Object.entries(problemsFromIssues(issues, value)).map(([path, { key, values }]) => [
      path,
      values ? `${key} ${JSON.stringify(values)}` : key,
    ]),
  );
}

const validCake = { nameEn: 'Cake', nameAr: 'كيكة', price: '12.5', cakeCategoryId: '1', featured: false };
const validCourse = { titleEn: 'Course', titleAr: 'دورة', price: '40', categoryId: '1' };

describe('problemsFromIssues', () => {
  it('when a required text is empty, then the message says required', () => {
    expect(errorsOf(cakeInput, { ...validCake, nameAr: '  ' })).toEqual({
      nameAr: 'dashboard.validation.required',
    });
  });

  it('when a text is too long, then the message names the limit', () => {
    expect(errorsOf(cakeInput, { ...validCake, nameEn: 'x'.repeat(121) })).toEqual({
      nameEn: 'dashboard.validation.tooLong {"max":120}',
    });
  });

  it('when a price has three decimals or is not a number, then each gets its own message', () => {
    expect(errorsOf(cakeInput, { ...validCake, price: '1.234' })).toEqual({
      price: 'dashboard.validation.decimals',
    });
    expect(errorsOf(cakeInput, { ...validCake, price: 'abc' })).toEqual({
      price: 'dashboard.validation.number',
    });
    expect(errorsOf(cakeInput, { ...validCake, price: '' })).toEqual({
      price: 'dashboard.validation.required',
    });
    expect(errorsOf(cakeInput, { ...validCake, price: '-1' })).toEqual({
      price: 'dashboard.validation.min {"min":0}',
    });
  });

  it('when numbers are typed in Arabic-Indic digits, then they are read, and a fraction of seats is named', () => {
    expect(errorsOf(cakeInput, { ...validCake, price: '٤٥٫٥' })).toEqual({});
    expect(errorsOf(courseInput, { ...validCourse, seats: '١٢٫٥' })).toEqual({
      seats: 'dashboard.validation.wholeNumber',
    });
    expect(errorsOf(courseInput, { ...validCourse, seats: '١٢', durationHours: '٣' })).toEqual({});
  });

  it('when a branch has a bad e-mail and phone, then both fields get their messages', () => {
    const branch = {
      nameEn: 'A',
      nameAr: 'أ',
      addressEn: 'x',
      addressAr: 'س',
      email: 'nope',
      phone: 'call me',
    };
    expect(errorsOf(contactBranchInput, branch)).toEqual({
      email: 'dashboard.validation.email',
      phone: 'dashboard.validation.phone',
    });
  });
});
