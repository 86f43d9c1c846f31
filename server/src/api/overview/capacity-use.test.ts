import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

let t: SignedInApi;
let f: RequestFixtures;
beforeAll(async () => {
  t = await startSignedInApi();
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

const use = async () =>
  answerOf(
    'GetCapacityUse',
    await request(t.app).get('/api/Production/GetCapacityUse').set('Authorization', t.auth).expect(200),
  );

describe('the overview’s capacity use', () => {
  it('when a branch has a cap, orders, a closure for Eid and a paused day, then each of its next 14 days says what is taken and what sets it apart', async () => {
    await request(t.app)
      .post('/api/ContactUs/UpdateBranchCalendar')
      .set('Authorization', t.auth)
      .send({
        branchId: f.branchId,
        week: null,
        exceptions: [{ from: siteDay(9), to: siteDay(10), closed: true, noteEn: 'Eid', noteAr: 'العيد' }],
        dailyCapacity: 6,
      })
      .expect(200);
    for (const phone of ['+971 50 000 0001', '+971 50 000 0002'])
      await request(t.app)
        .post('/api/Order/AddCakeOrder')
        .send({
          cakeId: f.cakeId,
          quantity: 2,
          pickupDate: siteDay(5),
          branchId: f.branchId,
          ...visitor({ phone }),
        })
        .expect(201);
    await request(t.app)
      .post('/api/ContactUs/PauseBranchOrders')
      .set('Authorization', t.auth)
      .send({ branchId: f.branchId, day: siteDay(6), noteEn: 'Ovens full', noteAr: 'الأفران ممتلئة' })
      .expect(201);

    const answer = await use();
    expect(answer.today).toBe(siteDay(0));
    const branch = answer.branches.find((each) => each.branchId === f.branchId);
    expect(branch?.branchNameEn).toBe('Marina');
    expect(branch?.days.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, i) => siteDay(i)));
    const on = (offset: number) => branch?.days.find((day) => day.date === siteDay(offset));
    expect(on(5)).toMatchObject({ taken: 4, cap: 6, closed: false, paused: false, noteEn: '' });
    expect(on(6)).toMatchObject({ taken: 0, paused: true, noteEn: 'Ovens full', noteAr: 'الأفران ممتلئة' });
    expect(on(9)).toMatchObject({ closed: true, noteEn: 'Eid', noteAr: 'العيد' });
    expect(on(11)).toMatchObject({ taken: 0, cap: 6, closed: false, paused: false });
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await request(t.app).get('/api/Production/GetCapacityUse')).status).toBe(401);
  });
});
