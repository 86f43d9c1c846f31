import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, saveShopSettings, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { addCourse, makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

const HOUR = 3_600_000;
let t: SignedInApi;
let f: RequestFixtures;
/** The API's clock: moved forward to stand past a cut-off. */
let clock = Date.now();
let address = 0;
/** An address of its own per test, so the look-up throttle of one never meets another's. */
const nextAddress = () => `10.7.0.${(address += 1)}`;

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000, now: () => new Date(clock) });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

const PHONE = '+971 50 123 4567';

async function order(overrides: Record<string, unknown> = {}) {
  const response = await request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId: f.cakeId,
      quantity: 1,
      pickupDate: siteDay(6),
      branchId: f.branchId,
      ...visitor(),
      ...overrides,
    });
  return answerOf('AddCakeOrder', response).reference;
}

async function book(courseId: number, seats: number, name = 'Sara Ahmed') {
  const response = await request(t.app)
    .post('/api/Booking/AddCourseBooking')
    .send({ courseId, seats, ...visitor({ customerName: name }) });
  return answerOf('AddCourseBooking', response).reference;
}

const post = (path: string, body: object, from = '10.7.9.9') =>
  request(t.app).post(path).set('X-Forwarded-For', from).send(body);
const cancel = (reference: string, extra: object = {}, from?: string) =>
  post('/api/Order/CancelRequest', { reference, phone: PHONE, ...extra }, from);
const seats = (reference: string, count: number, extra: object = {}, from?: string) =>
  post('/api/Booking/ChangeCourseBookingSeats', { reference, phone: PHONE, seats: count, ...extra }, from);
const movePickup = (reference: string, pickupDate: string, from?: string) =>
  post('/api/Order/ChangeCakeOrderPickup', { reference, phone: PHONE, pickupDate }, from);

const seatsLeft = async (courseId: number) =>
  answerOf('GetCourseById', await request(t.app).get(`/api/Course/GetCourseById?Id=${courseId}`)).seatsLeft;

async function idOf(kind: 'cake' | 'course', reference: string): Promise<number> {
  const path = kind === 'cake' ? '/api/Order/GetCakeOrders' : '/api/Booking/GetCourseBookings';
  const response = await request(t.app).get(`${path}?q=${reference}`).set('Authorization', t.auth);
  return (response.body as { items: { id: number }[] }).items[0]!.id;
}

async function historyOf(kind: 'cake' | 'course', reference: string) {
  const id = await idOf(kind, reference);
  return answerOf(
    'GetRequestHistory',
    await request(t.app)
      .get(`/api/Order/GetRequestHistory?kind=${kind}&id=${id}`)
      .set('Authorization', t.auth),
  );
}

const setChangeHours = (pickupChangeHours: number) => saveShopSettings(t, { pickupChangeHours });

describe("a visitor's own changes on /track", () => {
  it('when a visitor cancels a booking, then it is cancelled, its seats are free again, and its history names the customer', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 4, days: 10 });
    const reference = await book(courseId, 3);
    expect(await seatsLeft(courseId)).toBe(1);
    const response = await cancel(reference, { expectedStatus: 'new' });
    expect(response.status).toBe(200);
    expect(answerOf('CancelRequest', response)).toMatchObject({
      status: 'cancelled',
      changes: [],
      calendar: false,
    });
    expect(await seatsLeft(courseId)).toBe(4);
    const { changes } = await historyOf('course', reference);
    expect(changes).toEqual([
      expect.objectContaining({ by: null, field: 'status', from: 'new', to: 'cancelled' }),
    ]);
  });

  it('when seats go up past those left, then 409 course.full; down gives them back; two visitors racing for the last seat: one has it', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 5, days: 12 });
    const [a, b] = [await book(courseId, 2, 'Huda'), await book(courseId, 2, 'Omar')];
    expect((await seats(a, 4)).status).toBe(409);
    const lower = await seats(a, 1);
    expect(answerOf('ChangeCourseBookingSeats', lower)).toMatchObject({ amount: 1, maxSeats: 3 });
    expect(await seatsLeft(courseId)).toBe(2);
    const raced = await Promise.all([seats(a, 3), seats(b, 4)]);
    expect(raced.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(refusalOf(raced.find((response) => response.status === 409)!).code).toBe('course.full');
    expect(await seatsLeft(courseId)).toBe(0);
  });

  it('when the same change is posted twice with one key, then it is made once and both get the request as it stands', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 9, days: 14 });
    const reference = await book(courseId, 1);
    const key = `seats-${Date.now()}`;
    const [first, second] = [
      await seats(reference, 3, { idempotencyKey: key }),
      await seats(reference, 3, { idempotencyKey: key }),
    ];
    expect(second.body).toEqual(first.body);
    expect(await seatsLeft(courseId)).toBe(6);
    expect((await historyOf('course', reference)).changes).toHaveLength(1);
  });

  it('when a pick-up moves, then it passes the checks of a new order (the lead time) and the history has both days', async () => {
    const reference = await order();
    const early = await movePickup(reference, siteDay(1));
    expect(early.status).toBe(400);
    expect(refusalOf(early).details?.[0]?.path).toBe('pickupDate');
    const moved = await movePickup(reference, siteDay(9));
    expect(answerOf('ChangeCakeOrderPickup', moved)).toMatchObject({ date: siteDay(9) });
    expect((await historyOf('cake', reference)).changes).toEqual([
      expect.objectContaining({ by: null, field: 'pickup', from: siteDay(6), to: siteDay(9) }),
    ]);
  });

  it('when a visitor cancels while the staff confirm, then exactly one wins and the other is told who moved it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const reference = await order({ customerName: `Race ${round}` });
      const id = await idOf('cake', reference);
      const [visitorSide, staffSide] = await Promise.all([
        cancel(reference, { expectedStatus: 'new' }),
        request(t.app)
          .post('/api/Order/UpdateCakeOrderStatus')
          .set('Authorization', t.auth)
          .send({ id, status: 'confirmed', expectedStatus: 'new' }),
      ]);
      expect([visitorSide.status, staffSide.status].sort()).toEqual([200, 409]);
      const lost = visitorSide.status === 409 ? visitorSide : staffSide;
      expect(refusalOf(lost).code).toBe('request.changed');
      expect(refusalOf(lost).changed?.by).toBe(visitorSide.status === 409 ? 'admin' : '(visitor)');
    }
  });

  it('when the cut-off has passed by the policy the request keeps, then 409 request.too_late and nothing changes, whatever the settings say now', async () => {
    const reference = await order({ pickupDate: siteDay(6) });
    const pickup = Date.parse(siteDay(6)) - 4 * HOUR; // the pick-up day's first minute in Dubai
    const before = clock;
    try {
      await setChangeHours(0);
      const newer = await order({ pickupDate: siteDay(6), customerName: 'Newer Policy' });
      clock = pickup - 47 * HOUR; // inside the 48 h the first order keeps; the newer one has 0 h
      const late = await cancel(reference);
      expect(late.status).toBe(409);
      expect(refusalOf(late).code).toBe('request.too_late');
      expect((await movePickup(reference, siteDay(8))).status).toBe(409);
      const track = await request(t.app).get(`/api/Order/TrackRequest?reference=${reference}&phone=${PHONE}`);
      expect(answerOf('TrackRequest', track)).toMatchObject({ status: 'new', changes: [] });
      expect((await cancel(newer)).status).toBe(200);
    } finally {
      clock = before;
      await setChangeHours(48);
    }
  });

  it('when the phone is wrong or the reference unknown, then the same 404; five misses from one address and even the right pair gets 429', async () => {
    const reference = await order();
    const from = nextAddress();
    const wrongPhone = await post('/api/Order/CancelRequest', { reference, phone: '+971 50 000 0000' }, from);
    const unknown = await post('/api/Order/CancelRequest', { reference: 'ZZZZ-ZZZZ', phone: PHONE }, from);
    expect([wrongPhone.status, unknown.status]).toEqual([404, 404]);
    expect(wrongPhone.body).toEqual(unknown.body);
    for (let i = 0; i < 3; i += 1) expect((await seats('ABCD-EFGH', 2, {}, from)).status).toBe(404);
    const refused = await cancel(reference, {}, from);
    expect(refused.status).toBe(429);
    expect(refusalOf(refused).code).toBe('track.too_many_attempts');
    // The phone in Arabic-Indic digits is the same phone, from an address that has not missed.
    const arabic = await post(
      '/api/Order/CancelRequest',
      { reference, phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' },
      nextAddress(),
    );
    expect(arabic.status).toBe(200);
  });

  it('when a request is final, then 409 order.bad_transition and a pick-up change of a booking is a 404', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 3, days: 15 });
    const reference = await book(courseId, 1);
    expect((await cancel(reference)).status).toBe(200);
    const again = await cancel(reference);
    expect(refusalOf(again).code).toBe('order.bad_transition');
    expect((await movePickup(reference, siteDay(9), nextAddress())).status).toBe(404);
  });
});
