import type { Course } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { answerOf, refusalOf, saveShopSettings, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { startFakeMoyasar, type FakeMoyasar } from '../../../test/support/fake-moyasar';
import { SAUDI_SHOP } from '../../../test/support/invoices';
import { addCourse, makeRequestFixtures, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

const KEY = 'sk_test_booking-moyasar';
const TOKEN = 'booking-moyasar-token';
const HOLD_MINUTES = 15;
const PHONE = '+971 50 123 4567';
/** The sweeps run every 50 ms; the bound is for a machine busy with other work. */
const WAIT = { timeout: 20_000, interval: 50 };

let t: SignedInApi;
let f: RequestFixtures;
let fake: FakeMoyasar;
const clock = { now: new Date() };

beforeAll(async () => {
  fake = await startFakeMoyasar(KEY);
  t = await startSignedInApi({
    now: () => clock.now,
    requestsPerHour: 1000,
    notify: { siteUrl: 'http://shop.test', worker: { sweepEveryMs: 50 } },
    payments: {
      provider: 'moyasar',
      holdMinutes: HOLD_MINUTES,
      secretKey: KEY,
      webhookSecret: TOKEN,
      apiUrl: fake.apiUrl,
    },
  });
  f = await makeRequestFixtures(t);
  await saveShopSettings(t, { ...SAUDI_SHOP });
  await payForCourses('required');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const payForCourses = (rule: 'off' | 'optional' | 'required') =>
  saveShopSettings(t, { paymentRules: { payForCourses: rule } });

/** A visitor books `seats` seats (each course's price is 90.00). */
const book = (courseId: number, seats: number, fields: Record<string, unknown> = {}) =>
  request(t.app)
    .post('/api/Booking/AddCourseBooking')
    .send({ courseId, seats, ...visitor({ phone: PHONE, language: 'ar' }), ...fields });

const seatsLeft = async (id: number) =>
  ((await request(t.app).get(`/api/Course/GetCourseById?Id=${id}`)).body as Course).seatsLeft;

const track = async (reference: string) =>
  answerOf(
    'TrackRequest',
    await request(t.app).get(
      `/api/Order/TrackRequest?reference=${reference}&phone=${encodeURIComponent(PHONE)}`,
    ),
  );

const statusOf = async (reference: string) => (await track(reference)).status;

const bookingId = async (reference: string) => {
  const list = answerOf(
    'GetCourseBookings',
    await request(t.app).get(`/api/Booking/GetCourseBookings?q=${reference}`).set('Authorization', t.auth),
  );
  return list.items[0]!.id;
};

const messagesOf = async (id: number) =>
  answerOf(
    'GetRequestHistory',
    await request(t.app)
      .get(`/api/Order/GetRequestHistory?kind=course&id=${id}`)
      .set('Authorization', t.auth),
  ).messages.map((message) => message.messageKind);

const money = async (id: number) =>
  answerOf(
    'GetOrderPayments',
    await request(t.app).get(`/api/Order/GetOrderPayments?orderId=${id}`).set('Authorization', t.auth),
  );

/** Moyasar takes the money for the booking's invoice and says so by its webhook. */
async function paid(invoiceId: string) {
  fake.pay(invoiceId);
  await request(t.app)
    .post('/api/Payment/MoyasarWebhook')
    .send(fake.webhookBody(invoiceId, TOKEN))
    .expect(200);
}

/** A booking made now of a new course of `seats` seats, waiting for its fee at Moyasar. */
async function heldBooking(seats: number, booked: number) {
  const courseId = await addCourse(t, f.courseCategoryId, { seats, days: 10 });
  const receipt = answerOf('AddCourseBooking', await book(courseId, booked).expect(201));
  return {
    courseId,
    receipt,
    id: await bookingId(receipt.reference),
    invoice: [...fake.invoices.values()].at(-1)!,
  };
}

const pastTheHold = () => {
  clock.now = new Date(clock.now.getTime() + (HOLD_MINUTES + 1) * 60_000);
};

describe('course fees paid online as the visitor books (Moyasar)', { timeout: 90_000 }, () => {
  it('when the shop requires the fee, then the booking waits for it holding its seats, and once paid it is new, announced, invoiced and shown paid on /track', async () => {
    const held = await heldBooking(5, 2);
    // A Moyasar test key's payments are test mode.
    expect(held.receipt).toMatchObject({ status: 'awaiting_payment', payment: { testMode: true } });
    expect(held.receipt.payment?.redirectUrl?.startsWith(held.invoice.url)).toBe(true);
    expect(held.invoice).toMatchObject({ amount: 18000, currency: 'SAR' });
    expect(await seatsLeft(held.courseId)).toBe(3);
    expect(await statusOf(held.receipt.reference)).toBe('awaiting_payment');

    await paid(held.invoice.id);
    expect(await statusOf(held.receipt.reference)).toBe('new');
    expect(await money(held.id)).toMatchObject({ total: 180, paid: 180, balance: 0 });
    await vi.waitFor(
      async () => expect((await track(held.receipt.reference)).documents).toHaveLength(1),
      WAIT,
    );
    const [invoice] = (await track(held.receipt.reference)).documents ?? [];
    expect(invoice).toMatchObject({ kind: 'invoice' });
    const page = await request(t.app).get(invoice!.link).expect(200);
    // A Saudi shop's simplified tax invoice: the seats at the price per seat, VAT 15 % inside it.
    expect(page.text).toContain('خبز');
    expect(page.text).toMatch(/23\.48|٢٣٫٤٨/);
    expect((await track(held.receipt.reference)).payment).toMatchObject({ paid: 180, cancelRefund: 180 });
    expect(await seatsLeft(held.courseId)).toBe(3);
  });

  it('when the hold ends unpaid, then the booking expires, its seats go back and the visitor is told; paid later with seats left, it is back and told', async () => {
    const held = await heldBooking(3, 2);
    pastTheHold();
    await vi.waitFor(async () => expect(await statusOf(held.receipt.reference)).toBe('expired'), WAIT);
    expect(await seatsLeft(held.courseId)).toBe(3);
    expect(await messagesOf(held.id)).toContain('bookingExpired');

    await paid(held.invoice.id);
    await vi.waitFor(async () => expect(await statusOf(held.receipt.reference)).toBe('new'), WAIT);
    expect(await seatsLeft(held.courseId)).toBe(1);
    expect(await messagesOf(held.id)).toContain('lateBookingKept');
  });

  it('when the fee arrives after the hold and the course has filled meanwhile, then all of it goes back through Moyasar and the booking stays expired', async () => {
    const held = await heldBooking(2, 2);
    pastTheHold();
    await vi.waitFor(async () => expect(await statusOf(held.receipt.reference)).toBe('expired'), WAIT);
    await payForCourses('off');
    answerOf('AddCourseBooking', await book(held.courseId, 2, { customerName: 'Huda' }).expect(201));
    await payForCourses('required');

    await paid(held.invoice.id);
    await vi.waitFor(
      async () =>
        expect((await money(held.id)).refunds?.[0]).toMatchObject({ status: 'refunded', amount: 180 }),
      WAIT,
    );
    expect(await statusOf(held.receipt.reference)).toBe('expired');
    expect(await messagesOf(held.id)).toContain('lateBookingRefunded');
    expect(await seatsLeft(held.courseId)).toBe(0);
  });

  it('when a paid booking is cancelled on /track before the policy’s days, then its fee goes back; its seats change with the shop only', async () => {
    const held = await heldBooking(4, 1);
    await paid(held.invoice.id);
    // /track offers no change of seats now, and one asked all the same is refused.
    expect((await track(held.receipt.reference)).changes).toEqual(['cancel']);
    const seats = await request(t.app)
      .post('/api/Booking/ChangeCourseBookingSeats')
      .send({ reference: held.receipt.reference, phone: PHONE, seats: 2 });
    expect(seats.status).toBe(409);
    expect(refusalOf(seats).code).toBe('booking.paid');
    expect(await seatsLeft(held.courseId)).toBe(3);

    await request(t.app)
      .post('/api/Order/CancelRequest')
      .send({ reference: held.receipt.reference, phone: PHONE })
      .expect(200);
    await vi.waitFor(async () => expect((await money(held.id)).refunded).toBe(90), WAIT);
    expect(await seatsLeft(held.courseId)).toBe(4);
  });

  it('when a place on the waiting list is offered, then taking it pays the fee as any booking does: held meanwhile, the seats back to the line if unpaid', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 1, days: 10 });
    await payForCourses('off');
    const first = answerOf('AddCourseBooking', await book(courseId, 1).expect(201));
    await payForCourses('required');
    const join = (name: string) =>
      request(t.app)
        .post('/api/Waitlist/AddWaitlistEntry')
        .send({ courseId, seats: 1, ...visitor({ phone: PHONE, customerName: name }) })
        .expect(201);
    const line = [
      answerOf('AddWaitlistEntry', await join('Noura')),
      answerOf('AddWaitlistEntry', await join('Maha')),
    ];
    const offerOf = async (reference: string) =>
      answerOf(
        'GetWaitlistEntries',
        await request(t.app)
          .get(`/api/Waitlist/GetWaitlistEntries?q=${reference}`)
          .set('Authorization', t.auth),
      ).items[0]!;
    await request(t.app)
      .post('/api/Booking/UpdateCourseBookingStatus')
      .set('Authorization', t.auth)
      .send({ id: await bookingId(first.reference), status: 'cancelled' })
      .expect(200);
    const offered = await offerOf(line[0]!.reference);
    const token = new URL(offered.offer!.link).searchParams.get('token')!;
    const taken = answerOf(
      'AnswerWaitlistOffer',
      await request(t.app)
        .post('/api/Waitlist/AnswerWaitlistOffer')
        .send({ reference: line[0]!.reference, token, answer: 'accept' })
        .expect(200),
    );
    expect(taken.status).toBe('booked');
    expect(taken.payment?.redirectUrl?.startsWith([...fake.invoices.values()].at(-1)!.url)).toBe(true);
    expect(await statusOf(taken.bookingReference!)).toBe('awaiting_payment');
    expect(await money(await bookingId(taken.bookingReference!))).toMatchObject({ total: 90, balance: 90 });

    // Unpaid when its hold ends: its seat goes to the next in line.
    pastTheHold();
    await vi.waitFor(async () => expect(await statusOf(taken.bookingReference!)).toBe('expired'), WAIT);
    await vi.waitFor(async () => expect((await offerOf(line[1]!.reference)).status).toBe('offered'), WAIT);
  });

  it('when the fee is the visitor’s choice, then only a booking that asks to pay waits for it; when it is off, none does', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 10, days: 10 });
    await payForCourses('optional');
    const unpaid = answerOf('AddCourseBooking', await book(courseId, 1).expect(201));
    expect(unpaid.status).toBe('new');
    expect(unpaid).not.toHaveProperty('payment');
    // Not paid for, its seats are the visitor's to change.
    expect((await track(unpaid.reference)).changes).toEqual(['cancel', 'seats']);
    expect(
      answerOf('AddCourseBooking', await book(courseId, 1, { payOnline: true }).expect(201)).status,
    ).toBe('awaiting_payment');
    await payForCourses('off');
    expect(
      answerOf('AddCourseBooking', await book(courseId, 1, { payOnline: true }).expect(201)).status,
    ).toBe('new');
    const settings = answerOf('GetShopSettings', await request(t.app).get('/api/Settings/GetShopSettings'));
    expect(settings.checkoutPayment).toMatchObject({ pay: 'off', courses: 'off', online: true });
    await payForCourses('required');
  });
});
