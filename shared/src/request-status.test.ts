import { describe, expect, it } from 'vitest';

import { canMove, nextStatuses, normaliseReference } from './request-status';

describe('status graphs', () => {
  it('when a cake order is new, then it may be confirmed or cancelled, and nothing leaves collected', () => {
    expect(nextStatuses('cake', 'new')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('cake', 'ready')).toEqual(['collected', 'cancelled']);
    expect(nextStatuses('cake', 'collected')).toEqual([]);
    expect(canMove('cake', 'new', 'collected')).toBe(false);
    expect(canMove('cake', 'collected', 'cancelled')).toBe(false);
    expect(canMove('cake', 'cancelled', 'new')).toBe(false);
  });

  it('when a booking is confirmed, then it may be attended or cancelled; staying put is allowed', () => {
    expect(nextStatuses('course', 'confirmed')).toEqual(['attended', 'cancelled']);
    expect(canMove('course', 'attended', 'cancelled')).toBe(false);
    expect(canMove('course', 'new', 'new')).toBe(true);
  });

  it('when a reference is typed loosely, then it reads as the stored form', () => {
    expect(normaliseReference(' k7q2 9mxd ')).toBe('K7Q2-9MXD');
    expect(normaliseReference('K7Q2-9MXD')).toBe('K7Q2-9MXD');
  });
});
