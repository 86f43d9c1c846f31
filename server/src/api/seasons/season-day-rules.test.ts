import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi, tempDataDir } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { makeRequestFixtures, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

// Umm al-Qura 1448: 1 Ramadan is 8 February 2027, 1 Shawwal 9 March (Ramadan has 29 days).
const day = (date: string) => `${date}T00:00:00.000Z`;
/** A moment in Dubai, the shop's time zone (UTC+4). */
const dubai = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`).getTime();
let clock = dubai('2027-02-16', '12:00');
const dataDir = tempDataDir();
let t: SignedInApi;
let f: RequestFixtures;
let phone = 2000;
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' }));
beforeAll(async () => {
  t = await startSignedInApi({
    dataDir,
    now: () => new Date(clock),
    requestsPerHour: 1000,
    notify: { siteUrl: 'https://cakes.example' },
  });
  f = await makeRequestFixtures(t);
  // Every day open 09:00–21:00, at most 2 cakes a day.
  await post('UpdateBranchCalendar', {
    branchId: f.branchId,
    week: WEEK,
    exceptions: [],
    orderCutoff: null,
    dailyCapacity: 2,
  }).expect(200);
});
afterAll(() => t.close());

function post(path: string, body: object) {
  return request(t.app).post(`/api/ContactUs/${path}`).set('Authorization', t.auth).send(body);
}
const order = (date: string, language: 'en' | 'ar' = 'en') =>
  request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId: f.cakeId,
      quantity: 1,
      pickupDate: day(date),
      branchId: f.branchId,
      ...visitor({ phone: `+971 50 000 ${String((phone += 1))}`, language }),
    });
const idOf = async (reference: string) =>
  answerOf(
    'GetCakeOrders',
    await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth),
  ).items[0]!.id;
const pickupDays = async () =>
  answerOf('GetPickupDays', await request(t.app).get(`/api/Order/GetPickupDays?branchId=${f.branchId}`));
const messagesOf = (id: number) =>
  queryData<{ message_kind: string; language: string }>(
    dataDir,
    `SELECT message_kind, language FROM request_messages WHERE request_kind = 'cake' AND request_id = ? AND message_kind IN ('hoursChanged', 'dayClosed')`,
    [id],
  );

describe('a season plan’s own hours, capacity and cut-off', () => {
  let planId = 0;
  let lateNight = 0;
  let eidEve = 0;

  it('when a week is set up where days had no hours, then no request is listed: nothing it was told changes', async () => {
    await order('2027-02-20').expect(201);
    await post('UpdateBranchCalendar', {
      branchId: f.branchId,
      week: null,
      exceptions: [],
      orderCutoff: null,
      dailyCapacity: 2,
    }).expect(200);
    await post('UpdateBranchCalendar', {
      branchId: f.branchId,
      week: WEEK,
      exceptions: [],
      orderCutoff: null,
      dailyCapacity: 2,
    }).expect(200);
  });

  it('when the plan gives the last nights late hours and double capacity, then applying it lists the order on a day whose hours change, and each visitor is told the new hours once confirmed', async () => {
    lateNight = await idOf(answerOf('AddCakeOrder', await order('2027-03-01').expect(201)).reference);
    eidEve = await idOf(answerOf('AddCakeOrder', await order('2027-03-08', 'ar').expect(201)).reference);
    const plan = answerOf(
      'AddSeasonPlan',
      await post('AddSeasonPlan', {
        nameEn: 'Ramadan',
        nameAr: 'رمضان',
        rules: [
          {
            branchId: f.branchId,
            from: { month: 9, day: 21 },
            to: { month: 9, day: 28 },
            closed: false,
            opensAt: '20:00',
            closesAt: '23:30',
            dailyCapacity: 4,
            noteEn: 'Ramadan nights',
            noteAr: 'ليالي رمضان',
          },
          {
            branchId: f.branchId,
            from: { month: 9, day: 29 },
            to: { month: 9, day: 29 },
            closed: false,
            opensAt: '09:00',
            closesAt: '14:00',
            dailyCapacity: 4,
            orderCutoff: '12:00',
            noteEn: 'Eid eve',
            noteAr: 'ليلة العيد',
          },
        ],
      }).expect(201),
    );
    planId = plan.id;
    expect(plan.rules.map((rule) => [rule.dailyCapacity, rule.orderCutoff])).toEqual([
      [4, null],
      [4, '12:00'],
    ]);

    const refused = await post('ApplySeasonPlan', { planId, hijriYear: 1448, shift: 0 });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused).code).toBe('calendar.closes_requests');
    expect((refused.body as { affected: unknown[] }).affected).toEqual([
      expect.objectContaining({
        id: lateNight,
        day: day('2027-03-01'),
        change: 'hours',
        hours: '20:00–23:30',
      }),
      expect.objectContaining({ id: eidEve, day: day('2027-03-08'), change: 'hours', hours: '09:00–14:00' }),
    ]);
    expect(await messagesOf(lateNight)).toEqual([]);

    await post('ApplySeasonPlan', { planId, hijriYear: 1448, shift: 0, closeRequests: true }).expect(200);
    expect(await messagesOf(lateNight)).toEqual([{ message_kind: 'hoursChanged', language: 'en' }]);
    expect(await messagesOf(eidEve)).toEqual([{ message_kind: 'hoursChanged', language: 'ar' }]);
    const told = async (id: number) =>
      answerOf(
        'GetRequestHistory',
        await request(t.app)
          .get(`/api/Order/GetRequestHistory?kind=cake&id=${id}`)
          .set('Authorization', t.auth),
      ).messages.find((message) => message.messageKind === 'hoursChanged')!;
    const english = await told(lateNight);
    expect(english.subject).toContain('New hours on your pick-up day');
    expect(english.text).toContain('has new hours on');
    expect(english.text).toContain('20:00');
    expect(english.text).toContain('move or cancel it here: https://cakes.example/track?ref=');
    const arabic = await told(eidEve);
    expect(arabic.subject).toContain('مواعيد جديدة في يوم استلامك');
    expect(arabic.text).toContain('تغيّرت مواعيد العمل');

    // Confirmed the same days: the hours do not change again, so nobody is told twice.
    await post('ApplySeasonPlan', { planId, hijriYear: 1448, shift: 0, confirm: true }).expect(200);
    expect(await messagesOf(lateNight)).toHaveLength(1);
  });

  it('when the season’s days have their own capacity, then the pick-up days and orders count against it there, and against the branch’s elsewhere', async () => {
    const days = await pickupDays();
    const on = (date: string) => days.days.find((each) => each.date === day(date));
    expect(on('2027-03-01')).toMatchObject({ state: 'open', left: 3, opensAt: '20:00', closesAt: '23:30' });
    expect(on('2027-02-27')).toMatchObject({ state: 'open', left: 2 });
    // 27 February is the branch's: two cakes, no more.
    await order('2027-02-27').expect(201);
    await order('2027-02-27').expect(201);
    expect(refusalOf(await order('2027-02-27'))).toMatchObject({ code: 'pickup.full' });
    // 1 March is the season's: four.
    await order('2027-03-01').expect(201);
    await order('2027-03-01').expect(201);
    await order('2027-03-01').expect(201);
    expect(refusalOf(await order('2027-03-01'))).toMatchObject({ code: 'pickup.full' });
  });

  it('when ten visitors race for the last three cakes of a season’s day, then exactly three are taken', async () => {
    await order('2027-03-02').expect(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order('2027-03-02')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    const counted = await queryData<{ taken: number }>(
      dataDir,
      'SELECT taken FROM pickup_counters WHERE branch_id = ? AND pickup_date = ? AND scope = 0',
      [f.branchId, day('2027-03-02')],
    );
    expect(counted).toEqual([{ taken: 4 }]);
  });

  it('when Eid eve has an earlier cut-off, then an order made that day after it counts its notice from the next day; the days before keep the branch’s (none)', async () => {
    const earliestAt = async (date: string, time: string) => {
      clock = dubai(date, time);
      return (await pickupDays()).earliest;
    };
    try {
      // The site's notice: three open days after the day the order is made.
      expect(await earliestAt('2027-03-07', '11:59')).toBe(day('2027-03-10'));
      expect(await earliestAt('2027-03-07', '18:00')).toBe(day('2027-03-10'));
      expect(await earliestAt('2027-03-08', '11:59')).toBe(day('2027-03-11'));
      expect(await earliestAt('2027-03-08', '12:00')).toBe(day('2027-03-12'));
    } finally {
      clock = dubai('2027-02-16', '12:00');
    }
  });

  it('when the staff save the calendar screen without the season’s capacity and cut-off, then its days keep them', async () => {
    const calendar = answerOf(
      'GetBranchCalendars',
      await request(t.app).get('/api/ContactUs/GetBranchCalendars'),
    ).find((each) => each.branchId === f.branchId)!;
    await post('UpdateBranchCalendar', {
      branchId: f.branchId,
      exceptions: calendar.exceptions.map(({ id, from, to, closed, opensAt, closesAt, noteEn, noteAr }) => ({
        id,
        from,
        to,
        closed,
        opensAt,
        closesAt,
        noteEn,
        noteAr,
      })),
      week: WEEK,
      orderCutoff: null,
      dailyCapacity: 2,
    }).expect(200);
    const after = answerOf(
      'GetBranchCalendars',
      await request(t.app).get('/api/ContactUs/GetBranchCalendars'),
    ).find((each) => each.branchId === f.branchId)!;
    expect(after.exceptions.map((each) => [each.from, each.dailyCapacity, each.orderCutoff])).toEqual([
      [day('2027-02-28'), 4, null],
      [day('2027-03-08'), 4, '12:00'],
    ]);
  });

  it('when a rule’s capacity or cut-off is not one, then 400 names the field and no plan is added', async () => {
    const rule = {
      branchId: f.branchId,
      from: { month: 9, day: 1 },
      to: { month: 9, day: 5 },
      closed: false,
    };
    const cases: [object, string][] = [
      [{ ...rule, opensAt: '20:00', closesAt: '23:00', dailyCapacity: -1 }, 'rules.0.dailyCapacity'],
      [{ ...rule, opensAt: '20:00', closesAt: '23:00', orderCutoff: '25:00' }, 'rules.0.orderCutoff'],
    ];
    for (const [bad, field] of cases) {
      const refused = await post('AddSeasonPlan', { nameEn: 'R', nameAr: 'ر', rules: [bad] });
      expect(refused.status).toBe(400);
      expect((refusalOf(refused).details ?? []).map((detail) => detail.path)).toEqual([field]);
    }
    expect(
      answerOf(
        'GetSeasonPlans',
        await request(t.app).get('/api/ContactUs/GetSeasonPlans').set('Authorization', t.auth),
      ).map((plan) => plan.id),
    ).toEqual([planId]);
  });
});
