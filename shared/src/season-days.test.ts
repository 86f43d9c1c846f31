import { describe, expect, it } from 'vitest';

import { applySeasonInput, seasonPlanInput } from './entities/seasons';
import { seasonDays } from './season-days';

const RAMADAN_NIGHTS = { from: { month: 9, day: 20 }, to: { month: 9, day: 30 } };
const EID = { from: { month: 10, day: 1 }, to: { month: 10, day: 3 } };

describe('a season plan in a Hijri year', () => {
  it('when the last ten nights and Eid al-Fitr are applied to 1448, then they land on Umm al-Qura’s days (Ramadan 1448 has 29 days)', () => {
    expect(seasonDays(1448, RAMADAN_NIGHTS, 0)).toEqual({
      from: '2027-02-27T00:00:00.000Z',
      to: '2027-03-08T00:00:00.000Z',
    });
    expect(seasonDays(1448, EID, 0)).toEqual({
      from: '2027-03-09T00:00:00.000Z',
      to: '2027-03-11T00:00:00.000Z',
    });
  });

  it('when the same plan is applied to 1449, then it lands about eleven days earlier', () => {
    const eid = seasonDays(1449, EID, 0);
    expect(eid?.from).toBe('2028-02-26T00:00:00.000Z');
    expect(eid?.to).toBe('2028-02-28T00:00:00.000Z');
  });

  it('when the moon is sighted a day late, then every day moves one day later', () => {
    expect(seasonDays(1448, EID, 1)).toEqual({
      from: '2027-03-10T00:00:00.000Z',
      to: '2027-03-12T00:00:00.000Z',
    });
    expect(seasonDays(1448, EID, -1)?.from).toBe('2027-03-08T00:00:00.000Z');
  });
});

describe('what a plan may say', () => {
  const rule = (branchId: number, from: [number, number], to: [number, number]) => ({
    branchId,
    from: { month: from[0], day: from[1] },
    to: { month: to[0], day: to[1] },
    closed: true,
  });
  const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('when two rules of one branch share a day, then the later one is refused naming its first day; at two branches they may', () => {
    const overlapping = seasonPlanInput.safeParse({
      nameEn: 'Ramadan',
      nameAr: 'رمضان',
      rules: [rule(1, [9, 20], [9, 30]), rule(1, [9, 29], [10, 3])],
    });
    expect(paths(overlapping)).toEqual(['rules.1.from']);
    expect(
      seasonPlanInput.safeParse({
        nameEn: 'R',
        nameAr: 'ر',
        rules: [rule(1, [9, 20], [9, 30]), rule(2, [9, 29], [10, 3])],
      }).success,
    ).toBe(true);
  });

  it('when a rule ends before it starts, then it is refused naming its last day', () => {
    expect(
      paths(seasonPlanInput.safeParse({ nameEn: 'R', nameAr: 'ر', rules: [rule(1, [10, 3], [10, 1])] })),
    ).toEqual(['rules.0.to']);
  });

  it('when a shift is more than a day, then it is refused naming the shift', () => {
    expect(paths(applySeasonInput.safeParse({ planId: 1, hijriYear: 1448, shift: 2 }))).toEqual(['shift']);
    expect(applySeasonInput.safeParse({ planId: 1, hijriYear: 1448, shift: -1 }).success).toBe(true);
  });
});
