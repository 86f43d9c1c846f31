import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, cakeFields, postForm, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { makeRequestFixtures, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

// Two weeks before Eid al-Fitr 1448 (9 March 2027).
const clock = Date.UTC(2027, 1, 22, 8);
let t: SignedInApi;
let f: RequestFixtures;
let otherCakeId = 0;
let phone = 3000;
const EID = '2027-03-10T00:00:00.000Z';
beforeAll(async () => {
  t = await startSignedInApi({ now: () => new Date(clock), requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
  const categories = answerOf(
    'GetCakeCategories',
    await request(t.app).get('/api/CakeCategory/GetCakeCategories'),
  );
  const other = await postForm(
    t,
    '/api/Cake/AddCake',
    cakeFields(categories[0]!.id, { nameEn: 'Date cake', nameAr: 'كعكة التمر' }),
  );
  otherCakeId = (other.body as { id: number }).id;
});
afterAll(() => t.close());

const set = (body: object) =>
  request(t.app).post('/api/Cake/SetCakeSeason').set('Authorization', t.auth).send(body);
const order = (cakeId: number, quantity = 1) =>
  request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId,
      quantity,
      pickupDate: EID,
      branchId: f.branchId,
      ...visitor({ phone: `+971 50 200 ${String((phone += 1))}` }),
    });
const dayFor = async (cakes: string) =>
  answerOf(
    'GetPickupDays',
    await request(t.app).get(`/api/Order/GetPickupDays?branchId=${f.branchId}&cakes=${cakes}`),
  ).days.find((day) => day.date === EID);
const counted = async (cakeId: number) =>
  answerOf(
    'GetCakeOrders',
    await request(t.app).get('/api/Order/GetCakeOrders?pageSize=100').set('Authorization', t.auth),
  )
    .items.filter((item) => item.pickupDate === EID && item.status !== 'cancelled')
    .flatMap((item) => item.lines ?? [])
    .filter((line) => line.cakeId === cakeId)
    .reduce((sum, line) => sum + line.quantity, 0);

describe('a seasonal cake’s own cakes a day', () => {
  it('when the Eid box may be made 5 a day at each branch and 2 are ordered, then the basket’s day shows room for 3 of it, full for 4, naming it', async () => {
    const season = answerOf(
      'SetCakeSeason',
      await set({
        cakeId: f.cakeId,
        from: '2027-03-09T00:00:00.000Z',
        to: '2027-03-11T00:00:00.000Z',
        dailyCapacity: 5,
      }).expect(200),
    );
    expect(season.dailyCapacity).toBe(5);
    expect(
      answerOf('GetCakeSeasons', await request(t.app).get('/api/Cake/GetCakeSeasons')).find(
        (each) => each.cakeId === f.cakeId,
      )?.dailyCapacity,
    ).toBe(5);
    await order(f.cakeId).expect(201);
    await order(f.cakeId).expect(201);
    expect((await dayFor(`${f.cakeId}:3`))?.state).toBe('open');
    expect(await dayFor(`${f.cakeId}:4`)).toMatchObject({
      state: 'full',
      fullFor: [{ nameEn: 'Chocolate fudge cake', nameAr: 'كعكة الشوكولاتة' }],
    });
  });

  it('when 20 visitors order it at once for its last 3, then exactly 3 are taken and 17 refused as full; other cakes still fit that day', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(f.cakeId)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(17);
    for (const answer of refused) expect(refusalOf(answer).code).toBe('pickup.full');
    expect(await counted(f.cakeId)).toBe(5);
    expect((await dayFor(`${f.cakeId}:1`))?.state).toBe('full');
    await order(otherCakeId).expect(201);
  });

  it('when an order of it is cancelled, then its cake goes back to the day: one more can be ordered, and no more', async () => {
    const { items } = answerOf(
      'GetCakeOrders',
      await request(t.app).get('/api/Order/GetCakeOrders?pageSize=100').set('Authorization', t.auth),
    );
    const first = items.find((item) => item.pickupDate === EID && item.lines?.[0]?.cakeId === f.cakeId)!;
    await request(t.app)
      .post('/api/Order/UpdateCakeOrderStatus')
      .set('Authorization', t.auth)
      .send({ id: first.id, status: 'cancelled', expectedStatus: first.status })
      .expect(200);
    await order(f.cakeId).expect(201);
    expect(refusalOf(await order(f.cakeId))).toMatchObject({ code: 'pickup.full' });
  });

  it('when the cap is lowered below what is booked, then the booked orders stay and no more are taken; removed, the cake counts against the branch only', async () => {
    await set({
      cakeId: f.cakeId,
      from: '2027-03-09T00:00:00.000Z',
      to: '2027-03-11T00:00:00.000Z',
      dailyCapacity: 2,
    }).expect(200);
    expect(await counted(f.cakeId)).toBe(5);
    expect(refusalOf(await order(f.cakeId))).toMatchObject({ code: 'pickup.full' });
    await set({ cakeId: f.cakeId, from: '2027-03-09T00:00:00.000Z', to: '2027-03-11T00:00:00.000Z' }).expect(
      200,
    );
    await order(f.cakeId).expect(201);
  });

  it('when its cakes a day is not a whole number from 0 to 10,000, then 400 names the field and the season is unchanged', async () => {
    const before = answerOf('GetCakeSeasons', await request(t.app).get('/api/Cake/GetCakeSeasons'));
    for (const dailyCapacity of [-1, 10_001, 2.5, 'many']) {
      const refused = await set({
        cakeId: f.cakeId,
        from: '2027-03-09T00:00:00.000Z',
        to: '2027-03-11T00:00:00.000Z',
        dailyCapacity,
      });
      expect(refused.status).toBe(400);
      expect((refusalOf(refused).details ?? []).map((detail) => detail.path)).toEqual(['dailyCapacity']);
    }
    expect(answerOf('GetCakeSeasons', await request(t.app).get('/api/Cake/GetCakeSeasons'))).toEqual(before);
  });

  it('counts each cake of every order on its day, seasonal or not, so a cap set later holds', async () => {
    const rows = await queryData<{ scope: number; taken: number }>(
      t.dataDir,
      'SELECT scope, taken FROM pickup_counters WHERE branch_id = ? AND pickup_date = ? AND scope < 0 ORDER BY scope',
      [f.branchId, EID],
    );
    expect(rows).toEqual(
      [
        { scope: -otherCakeId, taken: 1 },
        { scope: -f.cakeId, taken: 6 },
      ].sort((a, b) => a.scope - b.scope),
    );
  });
});
