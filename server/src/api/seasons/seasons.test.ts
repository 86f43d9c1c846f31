import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi, tempDataDir } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { makeRequestFixtures, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

// Three weeks before Eid al-Fitr 1448 (Umm al-Qura: 9 March 2027).
const clock = Date.UTC(2027, 1, 16, 8);
const dataDir = tempDataDir();
let t: SignedInApi;
let f: RequestFixtures;
beforeAll(async () => {
  t = await startSignedInApi({ dataDir, now: () => new Date(clock), requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

const day = (date: string) => `${date}T00:00:00.000Z`;
const post = (path: string, body: object) =>
  request(t.app).post(`/api/ContactUs/${path}`).set('Authorization', t.auth).send(body);
const apply = (body: object) => post('ApplySeasonPlan', body);
const calendar = async () =>
  answerOf('GetBranchCalendars', await request(t.app).get('/api/ContactUs/GetBranchCalendars')).find(
    (each) => each.branchId === f.branchId,
  );
const dayClosedMessages = async (ids: number[]) =>
  queryData<{ request_id: number }>(
    dataDir,
    `SELECT request_id FROM request_messages WHERE request_kind = 'cake' AND message_kind = 'dayClosed' AND request_id IN (${ids.map(() => '?').join(',')})`,
    ids,
  );

describe('a season plan and the moon-sighting shift', () => {
  let planId = 0;
  const orders: number[] = [];

  it('when the plan closes 1–3 Shawwal and is applied to 1448, then 9–11 March 2027 are closed, marked expected in both languages', async () => {
    const plan = answerOf(
      'AddSeasonPlan',
      await post('AddSeasonPlan', {
        nameEn: 'Eid al-Fitr',
        nameAr: 'عيد الفطر',
        rules: [
          {
            branchId: f.branchId,
            from: { month: 10, day: 1 },
            to: { month: 10, day: 3 },
            closed: true,
            noteEn: 'Eid',
            noteAr: 'العيد',
          },
        ],
      }).expect(201),
    );
    planId = plan.id;
    const applied = answerOf(
      'ApplySeasonPlan',
      await apply({ planId, hijriYear: 1448, shift: 0 }).expect(200),
    );
    expect(applied.years).toEqual([
      expect.objectContaining({
        hijriYear: 1448,
        shift: 0,
        confirmed: false,
        days: [{ branchId: f.branchId, from: day('2027-03-09'), to: day('2027-03-11') }],
      }),
    ]);
    expect((await calendar())?.exceptions).toEqual([
      expect.objectContaining({
        from: day('2027-03-09'),
        to: day('2027-03-11'),
        closed: true,
        noteEn: 'Eid (expected)',
        noteAr: 'العيد (متوقع)',
      }),
    ]);
    const days = answerOf(
      'GetPickupDays',
      await request(t.app).get(`/api/Order/GetPickupDays?branchId=${f.branchId}`),
    );
    expect(days.days.find((each) => each.date === day('2027-03-10'))).toMatchObject({
      state: 'closed',
      noteEn: 'Eid (expected)',
    });
  });

  it('when the moon is sighted a day late and 20 orders wait on 12 March, then the shift lists all 20 first and changes nothing', async () => {
    for (let index = 0; index < 20; index += 1) {
      const placed = await request(t.app)
        .post('/api/Order/AddCakeOrder')
        .send({
          cakeId: f.cakeId,
          quantity: 1,
          pickupDate: day('2027-03-12'),
          branchId: f.branchId,
          ...visitor({ phone: `+971 50 000 ${String(1000 + index)}`, language: index % 2 ? 'ar' : 'en' }),
        })
        .expect(201);
      const { reference } = answerOf('AddCakeOrder', placed);
      const listed = answerOf(
        'GetCakeOrders',
        await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth),
      );
      orders.push(listed.items[0]!.id);
    }
    const refused = await apply({ planId, hijriYear: 1448, shift: 1 });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused).code).toBe('calendar.closes_requests');
    expect(
      (refused.body as { affected: { id: number }[] }).affected.map((each) => each.id).sort((a, b) => a - b),
    ).toEqual(orders);
    expect((await calendar())?.exceptions.map((each) => each.from)).toEqual([day('2027-03-09')]);
    expect(await dayClosedMessages(orders)).toEqual([]);
  });

  it('when the staff confirm the shift, then the days move a day later, each of the 20 visitors is told once, no order is moved, and the log says who shifted what', async () => {
    const shifted = answerOf(
      'ApplySeasonPlan',
      await apply({ planId, hijriYear: 1448, shift: 1, closeRequests: true }).expect(200),
    );
    expect(shifted.years[0]).toMatchObject({
      shift: 1,
      days: [{ from: day('2027-03-10'), to: day('2027-03-12') }],
    });
    expect((await calendar())?.exceptions).toEqual([
      expect.objectContaining({ from: day('2027-03-10'), to: day('2027-03-12'), noteEn: 'Eid (expected)' }),
    ]);
    const told = await dayClosedMessages(orders);
    expect(told.map((row) => row.request_id).sort((a, b) => a - b)).toEqual(orders);
    const still = await queryData<{ day: string }>(
      dataDir,
      `SELECT day FROM fulfilments WHERE request_id IN (${orders.map(() => '?').join(',')})`,
      orders,
    );
    expect(new Set(still.map((row) => row.day))).toEqual(new Set([day('2027-03-12')]));
    const log = answerOf(
      'GetActivity',
      await request(t.app)
        .get('/api/Audit/GetActivity?entity=ContactUs&pageSize=5')
        .set('Authorization', t.auth),
    );
    expect(log.items).toContainEqual(
      expect.objectContaining({
        username: 'admin',
        summary: 'Eid al-Fitr 1448 AH: expected, shifted +1 day',
      }),
    );

    // Confirmed: the notes lose "expected"; the visitors already told are not told again.
    await apply({ planId, hijriYear: 1448, shift: 1, confirm: true }).expect(200);
    expect((await calendar())?.exceptions).toEqual([
      expect.objectContaining({ from: day('2027-03-10'), noteEn: 'Eid', noteAr: 'العيد' }),
    ]);
    expect(await dayClosedMessages(orders)).toHaveLength(20);
  });

  it('when a shift is more than a day, a plan overlaps itself at a branch or ends before it starts, then 400 names the field', async () => {
    const shift = await apply({ planId, hijriYear: 1448, shift: 2 });
    expect(shift.status).toBe(400);
    expect((refusalOf(shift).details ?? []).map((detail) => detail.path)).toEqual(['shift']);
    const rule = (from: number, to: number) => ({
      branchId: f.branchId,
      from: { month: 9, day: from },
      to: { month: 9, day: to },
      closed: true,
    });
    const overlap = await post('AddSeasonPlan', {
      nameEn: 'R',
      nameAr: 'ر',
      rules: [rule(20, 30), rule(25, 27)],
    });
    expect((refusalOf(overlap).details ?? []).map((detail) => detail.path)).toEqual(['rules.1.from']);
    const backwards = await post('AddSeasonPlan', { nameEn: 'R', nameAr: 'ر', rules: [rule(27, 20)] });
    expect((refusalOf(backwards).details ?? []).map((detail) => detail.path)).toEqual(['rules.0.to']);
    expect(
      answerOf(
        'GetSeasonPlans',
        await request(t.app).get('/api/ContactUs/GetSeasonPlans').set('Authorization', t.auth),
      ),
    ).toHaveLength(1);
  });
});
