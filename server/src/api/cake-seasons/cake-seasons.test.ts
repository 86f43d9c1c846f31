import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { makeRequestFixtures, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

// 1 February 2027, a week before Ramadan 1448; the clock moves in the tests.
let clock = Date.UTC(2027, 1, 1, 8);
let t: SignedInApi;
let f: RequestFixtures;
beforeAll(async () => {
  t = await startSignedInApi({ now: () => new Date(clock), requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

const day = (date: string) => `${date}T00:00:00.000Z`;
const set = (body: object) =>
  request(t.app).post('/api/Cake/SetCakeSeason').set('Authorization', t.auth).send(body);
const order = (pickupDate: string, phone: string) =>
  request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({ cakeId: f.cakeId, quantity: 1, pickupDate, branchId: f.branchId, ...visitor({ phone }) });

describe('a seasonal cake', () => {
  it('when the Eid box is offered for 1–3 Shawwal 1448, orderable from 20:00 on 20 Ramadan (Dubai), then its window is Umm al-Qura’s 9–11 March 2027', async () => {
    const season = answerOf(
      'SetCakeSeason',
      await set({
        cakeId: f.cakeId,
        hijri: { year: 1448, from: { month: 10, day: 1 }, to: { month: 10, day: 3 } },
        // 20 Ramadan 1448 is 27 February 2027; 20:00 in Dubai is 16:00 UTC.
        orderableFrom: '2027-02-27T20:00:00+04:00',
      }).expect(200),
    );
    expect(season).toEqual({
      cakeId: f.cakeId,
      from: day('2027-03-09'),
      to: day('2027-03-11'),
      orderableFrom: '2027-02-27T16:00:00.000Z',
      dailyCapacity: null,
    });
    expect(answerOf('GetCakeSeasons', await request(t.app).get('/api/Cake/GetCakeSeasons'))).toEqual([
      season,
    ]);
  });

  it('when a visitor orders it before its orders open, then 400 cake.not_yet_orderable, nothing taken', async () => {
    const refused = await order(day('2027-03-10'), '+971 50 100 0001');
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).code).toBe('cake.not_yet_orderable');
  });

  it('when its orders are open, then a day in its window is taken and one outside it refused beside the day; the basket’s days show the others closed', async () => {
    clock = Date.UTC(2027, 1, 27, 16, 1);
    expect((await order(day('2027-03-10'), '+971 50 100 0002')).status).toBe(201);
    const outside = await order(day('2027-03-14'), '+971 50 100 0003');
    expect(outside.status).toBe(400);
    expect(refusalOf(outside)).toMatchObject({
      code: 'cake.out_of_season',
      details: [{ path: 'pickupDate' }],
    });
    const days = answerOf(
      'GetPickupDays',
      await request(t.app).get(`/api/Order/GetPickupDays?branchId=${f.branchId}&cakes=${f.cakeId}:1`),
    );
    expect(days.days.find((each) => each.date === day('2027-03-10'))?.state).toBe('open');
    expect(days.days.find((each) => each.date === day('2027-03-14'))).toMatchObject({ state: 'closed' });
    expect(days.earliest).toBe(day('2027-03-09'));
  });

  it('when the window ends before it starts, or the cake does not exist, then 400 names the field; removed, the cake is offered all year', async () => {
    const backwards = await set({ cakeId: f.cakeId, from: day('2027-03-11'), to: day('2027-03-09') });
    expect((refusalOf(backwards).details ?? []).map((detail) => detail.path)).toEqual(['to']);
    const hijriBackwards = await set({
      cakeId: f.cakeId,
      hijri: { year: 1448, from: { month: 10, day: 3 }, to: { month: 10, day: 1 } },
    });
    expect((refusalOf(hijriBackwards).details ?? []).map((detail) => detail.path)).toEqual(['hijri.to']);
    const unknown = await set({ cakeId: 99999, from: day('2027-03-09'), to: day('2027-03-11') });
    expect((refusalOf(unknown).details ?? []).map((detail) => detail.path)).toEqual(['cakeId']);
    // An id no table can hold is refused as such, on SQLite and on PostgreSQL alike (not a 500).
    const huge = await request(t.app)
      .post('/api/Cake/RemoveCakeSeason')
      .set('Authorization', t.auth)
      .send({ cakeId: 2_606_454_787_292_729 });
    expect(huge.status).toBe(400);
    expect((refusalOf(huge).details ?? []).map((detail) => detail.path)).toEqual(['cakeId']);
    await request(t.app)
      .post('/api/Cake/RemoveCakeSeason')
      .set('Authorization', t.auth)
      .send({ cakeId: f.cakeId })
      .expect(204);
    expect((await order(day('2027-03-14'), '+971 50 100 0004')).status).toBe(201);
  });
});
