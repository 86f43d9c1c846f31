import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addCategory,
  answerOf,
  cakeFields,
  dataSnapshot,
  postForm,
  refusalOf,
  startSignedInApi,
  tempDataDir,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { makeRequestFixtures, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

// Umm al-Qura 1448: 21 Ramadan is 28 February 2027, 29 Ramadan 8 March.
const day = (date: string) => `${date}T00:00:00.000Z`;
const clock = new Date('2027-02-16T12:00:00+04:00').getTime();
const dataDir = tempDataDir();
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' }));
let t: SignedInApi;
let f: RequestFixtures;
/** Eid boxes: 2 a day on ordinary days, 3 on the last ten nights; the fixtures' cake another kind. */
let boxes = { categoryId: 0, cakeId: 0 };
let phone = 4000;

beforeAll(async () => {
  t = await startSignedInApi({ dataDir, now: () => new Date(clock), requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
  const categoryId = await addCategory(t, '/api/CakeCategory/AddCakeCategory', 'Eid boxes');
  await request(t.app)
    .post('/api/CakeCategory/EditCakeCategory')
    .set('Authorization', t.auth)
    .send({ id: categoryId, nameEn: 'Eid boxes', nameAr: 'علب العيد', dailyCapacity: 2 })
    .expect(200);
  const cake = await postForm(t, '/api/Cake/AddCake', cakeFields(categoryId, { nameEn: 'Maamoul box' }));
  boxes = { categoryId, cakeId: (cake.body as { id: number }).id };
  await post('UpdateBranchCalendar', {
    branchId: f.branchId,
    week: WEEK,
    exceptions: [],
    orderCutoff: null,
    dailyCapacity: 100,
  }).expect(200);
});
afterAll(() => t.close());

function post(path: string, body: object) {
  return request(t.app).post(`/api/ContactUs/${path}`).set('Authorization', t.auth).send(body);
}
const order = (cakeId: number, date: string) =>
  request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId,
      quantity: 1,
      pickupDate: day(date),
      branchId: f.branchId,
      ...visitor({ phone: `+971 50 300 ${String((phone += 1))}` }),
    });
const boxesLeft = async (date: string) =>
  answerOf(
    'GetPickupDays',
    await request(t.app).get(`/api/Order/GetPickupDays?branchId=${f.branchId}&cakes=${boxes.cakeId}`),
  ).days.find((each) => each.date === day(date));
const counted = async (date: string) =>
  (
    await queryData<{ taken: number }>(
      dataDir,
      'SELECT taken FROM pickup_counters WHERE branch_id = ? AND pickup_date = ? AND scope = ?',
      [f.branchId, day(date), boxes.categoryId],
    )
  )[0]?.taken;
const lastTen = (caps: object[]) => ({
  nameEn: 'Last ten nights',
  nameAr: 'العشر الأواخر',
  rules: [
    {
      branchId: f.branchId,
      from: { month: 9, day: 21 },
      to: { month: 9, day: 29 },
      opensAt: '20:00',
      closesAt: '02:00',
      categoryCapacities: caps,
    },
  ],
});

describe('a season day’s own capacity per kind of cake', () => {
  it('when a cap names a kind of cake there is not, or one twice, then 400 names the field and nothing changes', async () => {
    const before = await dataSnapshot(dataDir);
    const unknown = await post('AddSeasonPlan', lastTen([{ categoryId: 9999, dailyCapacity: 3 }]));
    expect(unknown.status).toBe(400);
    expect(refusalOf(unknown).details?.[0]?.path).toBe('rules.0.categoryCapacities.0.categoryId');
    const twice = await post(
      'AddSeasonPlan',
      lastTen([
        { categoryId: boxes.categoryId, dailyCapacity: 3 },
        { categoryId: boxes.categoryId, dailyCapacity: 4 },
      ]),
    );
    expect(twice.status).toBe(400);
    expect(refusalOf(twice).details?.[0]?.path).toBe('rules.0.categoryCapacities');
    const calendar = await post('UpdateBranchCalendar', {
      branchId: f.branchId,
      week: WEEK,
      exceptions: [
        {
          from: day('2027-03-20'),
          to: day('2027-03-20'),
          closed: false,
          opensAt: '09:00',
          closesAt: '21:00',
          categoryCapacities: [{ categoryId: 9999, dailyCapacity: 1 }],
        },
      ],
    });
    expect(calendar.status).toBe(400);
    expect(refusalOf(calendar).details?.[0]?.path).toBe('exceptions.0.categoryCapacities.0.categoryId');
    expect(await dataSnapshot(dataDir)).toBe(before);
  });

  it('when the plan gives Eid boxes 3 a day on the last ten nights, then those days count them against 3 and other days against the category’s 2', async () => {
    const plan = answerOf(
      'AddSeasonPlan',
      await post('AddSeasonPlan', lastTen([{ categoryId: boxes.categoryId, dailyCapacity: 3 }])).expect(201),
    );
    expect(plan.rules[0]?.categoryCapacities).toEqual([{ categoryId: boxes.categoryId, dailyCapacity: 3 }]);
    await post('ApplySeasonPlan', { planId: plan.id, hijriYear: 1448, shift: 0 }).expect(200);
    const calendars = answerOf(
      'GetBranchCalendars',
      await request(t.app).get('/api/ContactUs/GetBranchCalendars'),
    );
    expect(calendars.find((each) => each.branchId === f.branchId)?.exceptions).toEqual([
      expect.objectContaining({
        from: day('2027-02-28'),
        to: day('2027-03-08'),
        categoryCapacities: [{ categoryId: boxes.categoryId, dailyCapacity: 3 }],
      }),
    ]);

    expect(await boxesLeft('2027-02-27')).toMatchObject({ state: 'open', left: 2 });
    expect(await boxesLeft('2027-03-01')).toMatchObject({ state: 'open', left: 3 });
    for (let each = 0; each < 3; each += 1) await order(boxes.cakeId, '2027-03-01').expect(201);
    const full = await order(boxes.cakeId, '2027-03-01');
    expect(refusalOf(full)).toMatchObject({ code: 'pickup.full' });
    expect(refusalOf(full).details?.[0]?.message).toContain('Eid boxes');
    // Another kind of cake still fits that day.
    await order(f.cakeId, '2027-03-01').expect(201);
    expect(await boxesLeft('2027-03-01')).toMatchObject({ state: 'full' });

    await order(boxes.cakeId, '2027-02-27').expect(201);
    await order(boxes.cakeId, '2027-02-27').expect(201);
    expect(refusalOf(await order(boxes.cakeId, '2027-02-27'))).toMatchObject({ code: 'pickup.full' });
  });

  it('when twenty visitors race for the last two Eid boxes of a season’s night, then exactly two are taken', async () => {
    await order(boxes.cakeId, '2027-03-02').expect(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(boxes.cakeId, '2027-03-02')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refusalOf(refused)).toMatchObject({ code: 'pickup.full' });
    expect(await counted('2027-03-02')).toBe(3);
  });
});
