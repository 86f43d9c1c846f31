import { describe, expect, it } from 'vitest';

import { pickupWindow } from './site-days';

describe('pick-up window', () => {
  it("when it is 23:30 UTC, then the lead time counts from the site's today, not the browser's", () => {
    const now = new Date('2026-03-10T23:30:00.000Z');
    expect(pickupWindow({ timeZone: 'Asia/Dubai', orderLeadDays: 2 }, now)).toEqual({
      today: '2026-03-11T00:00:00.000Z',
      earliest: '2026-03-13T00:00:00.000Z',
      latest: '2026-09-07T00:00:00.000Z',
    });
    expect(pickupWindow({ timeZone: 'Europe/London', orderLeadDays: 0 }, now).earliest).toBe(
      '2026-03-10T00:00:00.000Z',
    );
  });

  it('when a backend sends a lead time outside the settings’ bounds, then the window is still real days', () => {
    const now = new Date('2026-03-10T08:00:00.000Z');
    const window = (orderLeadDays: number) => pickupWindow({ timeZone: 'Asia/Dubai', orderLeadDays }, now);
    expect(window(Number.MIN_SAFE_INTEGER).earliest).toBe('2026-03-10T00:00:00.000Z');
    expect(window(Number.MAX_SAFE_INTEGER).earliest).toBe('2026-05-09T00:00:00.000Z');
    expect(window(Number.MAX_SAFE_INTEGER).latest).toBe('2026-09-06T00:00:00.000Z');
  });
});
