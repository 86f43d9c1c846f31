import { describe, expect, it } from 'vitest';

import {
  defaultDay,
  exportFileName,
  parseProductionParams,
  toProductionQuery,
  toProductionSearch,
} from './production-params';

const defaults = { day: '2026-12-11', branchIds: [4, 2] };

describe('production sheet parameters', () => {
  it('when it is 23:30 UTC, then tomorrow is the site’s (Dubai is already a day on)', () => {
    const now = new Date('2026-12-09T23:30:00Z');
    expect(defaultDay('Asia/Dubai', now)).toBe('2026-12-11');
    expect(defaultDay('UTC', now)).toBe('2026-12-10');
    expect(defaultDay(undefined, now)).toBe('2026-12-11');
  });

  it('when the URL says nothing, then it is tomorrow at every branch', () => {
    expect(parseProductionParams(new URLSearchParams(''), defaults)).toEqual({
      date: '2026-12-11',
      branch: 'all',
    });
  });

  it('when the URL names a day and every branch, then they are kept and asked for without a branch', () => {
    const params = parseProductionParams(new URLSearchParams('date=2026-12-24&branch=all'), defaults);
    expect(params).toEqual({ date: '2026-12-24', branch: 'all' });
    expect(toProductionQuery(params)).toEqual({ date: '2026-12-24T00:00:00.000Z' });
    expect(toProductionSearch(params).toString()).toBe('date=2026-12-24&branch=all');
    expect(exportFileName(params)).toBe('production-2026-12-24-all.csv');
  });

  it('when the URL names a branch, then the query asks for it; an unknown branch or day falls back', () => {
    const params = parseProductionParams(new URLSearchParams('date=2026-12-24&branch=2'), defaults);
    expect(toProductionQuery(params)).toEqual({ date: '2026-12-24T00:00:00.000Z', branchId: 2 });
    expect(parseProductionParams(new URLSearchParams('date=2026-02-30&branch=9'), defaults)).toEqual({
      date: '2026-12-11',
      branch: 'all',
    });
  });

  it('when there are no branches, then every branch is asked for', () => {
    expect(parseProductionParams(new URLSearchParams(''), { day: '2026-12-11', branchIds: [] }).branch).toBe(
      'all',
    );
  });
});
