import { branchCalendarInput, cakeInput, contactBranchInput, courseInput } from '@cakeshop/shared';
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

  it('when a text is too long, then the message names the limit and how long the text is', () => {
    expect(errorsOf(cakeInput, { ...validCake, nameEn: 'x'.repeat(121) })).toEqual({
      nameEn: 'dashboard.validation.tooLong {"max":120,"length":121}',
    });
  });

  it('when a price has four decimals or is not a number, then each gets its own message', () => {
    expect(errorsOf(cakeInput, { ...validCake, price: '1.2345' })).toEqual({
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

  it('when a size serves fewer than it starts with, then the second number says so', () => {
    const sizes = [{ labelEn: 'S', labelAr: 'ص', price: '10', servingsFrom: '10', servingsTo: '8' }];
    expect(errorsOf(cakeInput, { ...validCake, sizes })).toEqual({
      'sizes.0.servingsTo': 'dashboard.validation.servingsOrder',
    });
  });

  it('when a calendar closes when it opens, ends before it starts or has no hours, then each field says so', () => {
    const day = '2026-12-10T00:00:00.000Z';
    const calendar = {
      branchId: 1,
      week: [
        { weekday: 1, opensAt: '18:00', closesAt: '18:00' },
        { weekday: 4, opensAt: '20:00', closesAt: '02:00' },
      ],
      exceptions: [
        { from: day, to: '2026-12-09T00:00:00.000Z', closed: true },
        { from: day, to: day, closed: false, opensAt: '10:00', closesAt: '' },
      ],
      orderCutoff: '25:00',
    };
    expect(errorsOf(branchCalendarInput, calendar)).toEqual({
      'week.0.closesAt': 'dashboard.validation.closesAtOpening',
      'exceptions.0.to': 'dashboard.validation.dayOrder',
      'exceptions.1.opensAt': 'dashboard.validation.hoursOrClosed',
      orderCutoff: 'dashboard.validation.startTime',
    });
  });
});
