import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSignedInUser,
  answerOf,
  refusalOf,
  startSignedInApi,
  startTestApi,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

const HOUR = 3_600_000;
// 23:30 UTC: already tomorrow in Dubai, the shop's time zone, so "today" is the shop's, not UTC's.
let clock = Date.UTC(2026, 10, 27, 23, 30);
let t: SignedInApi;
let f: RequestFixtures;
beforeAll(async () => {
  t = await startSignedInApi({ sharedDataDir: true, now: () => new Date(clock) });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

const now = () => new Date(clock);
const pause = (body: Record<string, unknown>, auth = t.auth, app = t.app) =>
  request(app).post('/api/ContactUs/PauseBranchOrders').set('Authorization', auth).send(body);
const resume = (body: Record<string, unknown>) =>
  request(t.app).post('/api/ContactUs/ResumeBranchOrders').set('Authorization', t.auth).send(body);
const visitorOrder = (pickupDate: string, app = t.app) =>
  request(app)
    .post('/api/Order/AddCakeOrder')
    .send({ cakeId: f.cakeId, quantity: 1, pickupDate, branchId: f.branchId, ...visitor() });
const staffOrder = (pickupDate: string) =>
  request(t.app)
    .post('/api/Order/AddCakeOrderByStaff')
    .set('Authorization', t.auth)
    .send({
      cakeId: f.cakeId,
      quantity: 1,
      pickupDate,
      branchId: f.branchId,
      ...visitor({ customerName: 'By phone' }),
    });
const pauses = async (app = t.app) =>
  answerOf('GetBranchPauses', await request(app).get('/api/ContactUs/GetBranchPauses'));
const pickupDays = async () =>
  answerOf('GetPickupDays', await request(t.app).get(`/api/Order/GetPickupDays?branchId=${f.branchId}`));
const ordersOn = async (day: string) =>
  answerOf(
    'GetCakeOrders',
    await request(t.app).get(`/api/Order/GetCakeOrders?pageSize=100`).set('Authorization', t.auth),
  ).items.filter((order) => order.pickupDate === day && order.branchId === f.branchId);

describe('pausing a branch', () => {
  it('when today and tomorrow are paused, then they are the shop’s today and tomorrow (Dubai), with the note and who paused', async () => {
    const today = answerOf(
      'PauseBranchOrders',
      await pause({
        branchId: f.branchId,
        day: 'today',
        noteEn: 'Ovens full',
        noteAr: 'الأفران ممتلئة',
      }).expect(201),
    );
    expect(today).toMatchObject({
      branchId: f.branchId,
      day: siteDay(0, now()),
      noteEn: 'Ovens full',
      pausedBy: 'admin',
    });
    expect(today.day).toBe('2026-11-28T00:00:00.000Z');
    const tomorrow = answerOf(
      'PauseBranchOrders',
      await pause({ branchId: f.branchId, day: 'tomorrow' }).expect(201),
    );
    expect(tomorrow.day).toBe('2026-11-29T00:00:00.000Z');
    expect((await pauses()).map((row) => row.day)).toEqual([today.day, tomorrow.day]);
    const log = answerOf(
      'GetActivity',
      await request(t.app)
        .get('/api/Audit/GetActivity?entity=ContactUs&pageSize=1')
        .set('Authorization', t.auth),
    );
    expect(log.items[0]).toMatchObject({
      action: 'edit',
      username: 'admin',
      summary: 'Marina: paused 2026-11-29',
    });
  });

  it('when a chosen day is paused, then visitors cannot order for it (400 beside the day, with the note) and nothing is taken; the staff still can', async () => {
    const day = siteDay(6, now());
    await pause({ branchId: f.branchId, day, noteEn: 'Ovens full', noteAr: 'الأفران ممتلئة' }).expect(201);
    const refused = await visitorOrder(day);
    expect(refused.status).toBe(400);
    expect(refusalOf(refused)).toMatchObject({
      code: 'pickup.paused',
      details: [{ path: 'pickupDate', message: 'Ovens full' }],
    });
    expect(await ordersOn(day)).toEqual([]);
    expect((await staffOrder(day)).status).toBe(201);
    expect((await ordersOn(day)).map((order) => order.customerName)).toEqual(['By phone']);
    // Another day at the branch is not paused.
    expect((await visitorOrder(siteDay(7, now()))).status).toBe(201);
  });

  it('when a day is paused, then the pick-up days show it closed and paused, with its note, and not as the earliest', async () => {
    const day = siteDay(8, now());
    await pause({ branchId: f.branchId, day, noteEn: 'Fully baked out', noteAr: 'نفدت الطاقة' }).expect(201);
    const days = await pickupDays();
    expect(days.days.find((each) => each.date === day)).toMatchObject({
      state: 'closed',
      paused: true,
      left: null,
      noteEn: 'Fully baked out',
      noteAr: 'نفدت الطاقة',
    });
    expect(days.days.find((each) => each.date === siteDay(9, now()))?.paused).toBeUndefined();
    // Pausing it again replaces its note, and leaves one pause.
    await pause({ branchId: f.branchId, day, noteEn: 'Still full' }).expect(201);
    expect((await pauses()).filter((row) => row.day === day)).toEqual([
      expect.objectContaining({ noteEn: 'Still full', noteAr: '' }),
    ]);
  });

  it('when a visitor moves their order onto a paused day on /track, then it is refused beside the day and the order keeps its day; onto another day it moves', async () => {
    const from = siteDay(30, now());
    const paused = siteDay(31, now());
    const placed = answerOf('AddCakeOrder', await visitorOrder(from).expect(201));
    await pause({ branchId: f.branchId, day: paused, noteEn: 'Eid eve: full' }).expect(201);
    const move = (pickupDate: string) =>
      request(t.app).post('/api/Order/ChangeCakeOrderPickup').send({
        reference: placed.reference,
        phone: visitor().phone,
        pickupDate,
      });
    const refused = await move(paused);
    expect(refused.status).toBe(400);
    expect(refusalOf(refused)).toMatchObject({
      code: 'pickup.paused',
      details: [{ path: 'pickupDate', message: 'Eid eve: full' }],
    });
    expect((await ordersOn(from)).map((order) => order.reference)).toContain(placed.reference);
    expect((await ordersOn(paused)).map((order) => order.reference)).not.toContain(placed.reference);
    // A wrong phone is not told of the pause: it is answered like an unknown reference.
    expect(
      (
        await request(t.app)
          .post('/api/Order/ChangeCakeOrderPickup')
          .send({ reference: placed.reference, phone: '+971 50 000 0000', pickupDate: paused })
      ).status,
    ).toBe(404);
    expect(answerOf('ChangeCakeOrderPickup', await move(siteDay(32, now())).expect(200)).date).toBe(
      siteDay(32, now()),
    );
  });

  it('when the order’s own day is paused after it was taken, then staying on it is no new order, and the staff still move a request onto a paused day', async () => {
    const day = siteDay(34, now());
    const placed = answerOf('AddCakeOrder', await visitorOrder(day).expect(201));
    await pause({ branchId: f.branchId, day }).expect(201);
    const stay = await request(t.app).post('/api/Order/ChangeCakeOrderPickup').send({
      reference: placed.reference,
      phone: visitor().phone,
      pickupDate: day,
    });
    expect(stay.status).toBe(200);
    // A custom cake asked for another day, quoted by the staff for the paused one.
    const asked = await request(t.app)
      .post('/api/CustomCake/AddCustomCakeRequest')
      .field('occasion', 'Wedding')
      .field('servings', '40')
      .field('pickupDate', siteDay(35, now()))
      .field('branchId', String(f.branchId))
      .field('description', 'Three tiers, white roses')
      .field('customerName', 'Sara Ahmed')
      .field('phone', visitor().phone)
      .field('language', 'en')
      .expect(201);
    const { reference } = answerOf('AddCustomCakeRequest', asked);
    const [custom] = answerOf(
      'GetCustomCakeRequests',
      await request(t.app)
        .get(`/api/CustomCake/GetCustomCakeRequests?q=${reference}`)
        .set('Authorization', t.auth),
    ).items;
    const quoted = await request(t.app)
      .post('/api/CustomCake/QuoteCustomCake')
      .set('Authorization', t.auth)
      .send({ id: custom!.id, price: 900, depositDue: siteDay(4, now()), pickupDate: day });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body).toMatchObject({ pickupDate: day });
  });

  it('when the staff resume a day, then visitors order for it again; resuming a day not paused changes nothing', async () => {
    const day = siteDay(10, now());
    await pause({ branchId: f.branchId, day }).expect(201);
    expect((await visitorOrder(day)).status).toBe(400);
    await resume({ branchId: f.branchId, day }).expect(204);
    expect((await visitorOrder(day)).status).toBe(201);
    await resume({ branchId: f.branchId, day }).expect(204);
  });

  it('when the day it covers has passed, then the pause has ended by itself: no longer listed, nothing to resume', async () => {
    const today = siteDay(0, now());
    expect((await pauses()).some((row) => row.day === today)).toBe(true);
    clock += 24 * HOUR;
    try {
      expect((await pauses()).some((row) => row.day === today)).toBe(false);
      expect((await pickupDays()).days.some((day) => day.date === today)).toBe(false);
    } finally {
      clock -= 24 * HOUR;
    }
  });

  it('when the input is bad, then 400 names the field and nothing changes; without a token 401; an editor may pause', async () => {
    const before = await pauses();
    const cases: [Record<string, unknown>, string][] = [
      [{ branchId: f.branchId, day: siteDay(-1, now()) }, 'day'],
      [{ branchId: f.branchId, day: siteDay(181, now()) }, 'day'],
      [{ branchId: f.branchId, day: 'yesterday' }, 'day'],
      [{ branchId: f.branchId, day: '2026-12-01' }, 'day'],
      [{ branchId: 9999, day: 'today' }, 'branchId'],
      [{ branchId: f.branchId, day: 'today', noteEn: 'x'.repeat(201) }, 'noteEn'],
    ];
    for (const [body, field] of cases) {
      const refused = await pause(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((refusalOf(refused).details ?? []).map((detail) => detail.path)).toEqual([field]);
    }
    expect(
      (
        await request(t.app)
          .post('/api/ContactUs/PauseBranchOrders')
          .send({ branchId: f.branchId, day: 'today' })
      ).status,
    ).toBe(401);
    expect(await pauses()).toEqual(before);
    const editor = await addSignedInUser(t.app, t.auth, 'pause.editor', 'editor');
    expect((await pause({ branchId: f.branchId, day: siteDay(12, now()) }, editor.auth)).status).toBe(201);
  });

  it('when another server of the same site pauses a day, then this one refuses visitors for it at once', async () => {
    const other = await startTestApi({ dataDir: t.dataDir, sharedDataDir: true, now });
    try {
      const day = siteDay(14, now());
      await pause({ branchId: f.branchId, day, noteEn: 'Paused elsewhere' }, t.auth, other.app).expect(201);
      const refused = await visitorOrder(day);
      expect(refusalOf(refused)).toMatchObject({ code: 'pickup.paused', error: 'Paused elsewhere' });
      expect((await pauses(other.app)).some((row) => row.day === day)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
