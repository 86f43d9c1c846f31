import { addDays, todayIn } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi({ seedDemo: true });
});
afterAll(() => t.close());

const branchIds = async () =>
  ((await request(t.app).get('/api/ContactUs/GetBranchs')).body as { id: number }[]).map(
    (branch) => branch.id,
  );

describe('the demo’s delivery', () => {
  it('when seeded, then each branch delivers to districts named in both languages, in zones with a fee, a minimum and a threshold', async () => {
    for (const branchId of await branchIds()) {
      const zones = answerOf(
        'GetDeliveryZones',
        await request(t.app)
          .get(`/api/Delivery/GetDeliveryZones?branchId=${branchId}`)
          .set('Authorization', t.auth),
      );
      expect(zones.currency).toBe('AED');
      expect(zones.origin).not.toBeNull();
      expect(zones.zones.length).toBeGreaterThanOrEqual(2);
      for (const zone of zones.zones) {
        expect(zone.fee).toBeGreaterThan(0);
        expect(zone.districts.length).toBeGreaterThan(0);
        for (const district of zone.districts) expect(district.nameAr).toMatch(/[\u0600-\u06ff]/);
      }
    }
    const [jumeirah] = await branchIds();
    const found = answerOf(
      'GetDeliveryDistricts',
      await request(t.app)
        .get('/api/Delivery/GetDeliveryDistricts')
        .query({ branchId: jumeirah, q: 'الوصل' }),
    );
    expect(found.districts).toMatchObject([{ nameEn: 'Al Wasl', fee: 15, minimumOrder: 100, freeFrom: 400 }]);
  });

  it('when a week is read, then each branch offers its windows on the days it opens: Jumeirah none on Friday, the Marina every day', async () => {
    const [jumeirah, marina] = await branchIds();
    const today = todayIn('Asia/Dubai', new Date());
    const days = Array.from({ length: 7 }, (_, i) => addDays(today, i + 1));
    const friday = days.find((day) => new Date(day).getUTCDay() === 5)!;
    const monday = days.find((day) => new Date(day).getUTCDay() === 1)!;
    const on = async (branchId: number | undefined, day: string) =>
      answerOf(
        'GetDeliverySlotsOn',
        await request(t.app).get('/api/Delivery/GetDeliverySlotsOn').query({ branchId, day }),
      );
    expect((await on(jumeirah, friday)).slots).toEqual([]);
    expect((await on(marina, friday)).slots.map((slot) => slot.startsAt)).toEqual([
      '10:00',
      '13:00',
      '16:00',
    ]);
    expect((await on(jumeirah, monday)).slots.map((slot) => `${slot.startsAt}–${slot.endsAt}`)).toEqual([
      '10:00–13:00',
      '13:00–16:00',
      '16:00–20:00',
    ]);
  });
});
