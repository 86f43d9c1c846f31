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
});
