import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCourse, makeRequestFixtures, visitor } from '../../../test/support/requests';
import { answerOf, postForm, refusalOf, startSignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import type { SignedInApi } from '../../../test/support/api';

const HOUR = 3_600_000;
let t: SignedInApi;
let categoryId: number;
/** The API's clock: tests move it to make offers run out. */
let clock = Date.parse('2026-11-20T08:00:00.000Z');
let address = 0;

beforeAll(async () => {
  t = await startSignedInApi({
    now: () => new Date(clock),
    // E-mail configured, so offers are written to the outbox (nothing listens: they wait there).
    notify: {
      smtpUrl: 'smtp://127.0.0.1:9',
      notifyEmail: 'staff@example.com',
      siteUrl: 'https://cakes.test',
    },
  });
  categoryId = (await makeRequestFixtures(t)).courseCategoryId;
});
afterAll(() => t.close());

/** Each visitor from an address of their own, so the hourly limit never meets a test. */
const from = () => `10.9.0.${(address += 1)}`;

async function book(courseId: number, seats: number): Promise<number> {
  const response = await request(t.app)
    .post('/api/Booking/AddCourseBooking')
    .set('X-Forwarded-For', from())
    .send({ courseId, seats, ...visitor() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const list = answerOf(
    'GetCourseBookings',
    await request(t.app)
      .get(`/api/Booking/GetCourseBookings?courseId=${courseId}`)
      .set('Authorization', t.auth),
  );
  return list.items.find((item) => item.reference === (response.body as { reference: string }).reference)!.id;
}

async function join(courseId: number, seats: number, extra: Record<string, unknown> = {}) {
  const response = await request(t.app)
    .post('/api/Waitlist/AddWaitlistEntry')
    .set('X-Forwarded-For', from())
    .send({ courseId, seats, ...visitor({ email: 'guest@example.com', ...extra }) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return answerOf('AddWaitlistEntry', response);
}

async function entry(reference: string) {
  const list = answerOf(
    'GetWaitlistEntries',
    await request(t.app).get(`/api/Waitlist/GetWaitlistEntries?q=${reference}`).set('Authorization', t.auth),
  );
  return list.items[0]!;
}

const cancelBooking = (id: number) =>
  request(t.app)
    .post('/api/Booking/UpdateCourseBookingStatus')
    .set('Authorization', t.auth)
    .send({ id, status: 'cancelled' });

const seatsLeft = async (courseId: number) =>
  answerOf('GetCourseById', await request(t.app).get(`/api/Course/GetCourseById?Id=${courseId}`)).seatsLeft;

const answer = (reference: string, token: string, value: 'accept' | 'decline') =>
  request(t.app).post('/api/Waitlist/AnswerWaitlistOffer').send({ reference, token, answer: value });

/** The token of an offer's link, as the staff's entry shows it. */
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('a waitlist for a full course', () => {
  it('when a seat frees up, then the first in line whose seats fit is offered it, held so nobody else books it, and taking it books once', async () => {
    const courseId = await addCourse(t, categoryId, { seats: 2, days: 20, titleEn: 'Macarons' });
    const first = await book(courseId, 1);
    await book(courseId, 1);
    const wantsTwo = await join(courseId, 2);
    const wantsOne = await join(courseId, 1);
    expect([wantsTwo.position, wantsOne.position]).toEqual([1, 2]);

    expect((await cancelBooking(first)).status).toBe(200);
    const offered = await entry(wantsOne.reference);
    expect(offered.status).toBe('offered');
    expect(offered.offer?.link).toMatch(/^https:\/\/cakes\.test\/offer\?ref=/);
    expect(offered.offer?.text).toContain(offered.offer?.link);
    expect((await entry(wantsTwo.reference)).status).toBe('new');
    expect((await entry(wantsTwo.reference)).position).toBe(1);
    // The held seat counts against the seats left: a visitor cannot book it meanwhile.
    expect(await seatsLeft(courseId)).toBe(0);
    const grab = await request(t.app)
      .post('/api/Booking/AddCourseBooking')
      .set('X-Forwarded-For', from())
      .send({ courseId, seats: 1, ...visitor() });
    expect(refusalOf(grab).code).toBe('course.full');

    const summary = answerOf(
      'GetWaitlistSummary',
      await request(t.app).get('/api/Waitlist/GetWaitlistSummary').set('Authorization', t.auth),
    ).courses.find((course) => course.courseId === courseId)!;
    expect(summary).toMatchObject({ waiting: 1, waitingSeats: 2, seatsLeft: 0 });
    expect(summary.offers.map((offer) => offer.reference)).toEqual([wantsOne.reference]);

    const token = tokenOf(offered.offer!.link);
    const page = answerOf(
      'GetWaitlistOffer',
      await request(t.app).get(
        `/api/Waitlist/GetWaitlistOffer?reference=${wantsOne.reference}&token=${token}`,
      ),
    );
    expect(page).toMatchObject({ status: 'offered', seats: 1, courseTitleEn: 'Macarons' });
    const taken = await answer(wantsOne.reference, token, 'accept');
    expect(taken.status).toBe(200);
    const { bookingReference } = answerOf('AnswerWaitlistOffer', taken);
    expect(bookingReference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const twice = await answer(wantsOne.reference, token, 'accept');
    expect(twice.status).toBe(409);
    expect(refusalOf(twice).code).toBe('waitlist.offer_answered');
    const bookings = answerOf(
      'GetCourseBookings',
      await request(t.app)
        .get(`/api/Booking/GetCourseBookings?courseId=${courseId}`)
        .set('Authorization', t.auth),
    );
    expect(bookings.items.filter((item) => item.status !== 'cancelled').map((item) => item.seats)).toEqual([
      1, 1,
    ]);
    expect(bookings.items.filter((item) => item.reference === bookingReference)).toHaveLength(1);
    expect(await seatsLeft(courseId)).toBe(0);

    // The offer went once, by e-mail, through the outbox; its link is the one the staff see.
    const mails = (await queryData<{ payload: string }>(t.dataDir, 'SELECT payload FROM outbox')).filter(
      (row) => row.payload.includes(token),
    );
    expect(mails).toHaveLength(1);
  });

  it('when the course still has the seats, or has none counted, or is past, then joining is refused and nothing is stored', async () => {
    const open = await addCourse(t, categoryId, { seats: 5, days: 20 });
    const uncounted = await addCourse(t, categoryId, { days: 20 });
    const past = await addCourse(t, categoryId, { seats: 1, days: -40 });
    const cases: [number, string][] = [
      [open, 'waitlist.seats_free'],
      [uncounted, 'waitlist.no_seat_count'],
      [past, 'course.past'],
    ];
    for (const [courseId, code] of cases) {
      const response = await request(t.app)
        .post('/api/Waitlist/AddWaitlistEntry')
        .set('X-Forwarded-For', from())
        .send({ courseId, seats: 2, ...visitor() });
      expect(response.status).toBe(409);
      expect(refusalOf(response).code).toBe(code);
    }
    const unknown = await request(t.app)
      .post('/api/Waitlist/AddWaitlistEntry')
      .set('X-Forwarded-For', from())
      .send({ courseId: 999_999, seats: 1, ...visitor() });
    expect(unknown.status).toBe(400);
  });

  it('when an offer runs out or is refused, then the next in line is offered the seats; an old or foreign link changes nothing', async () => {
    const courseId = await addCourse(t, categoryId, { seats: 1, days: 20, titleEn: 'Choux' });
    const booking = await book(courseId, 1);
    const a = await join(courseId, 1);
    const b = await join(courseId, 1);
    const c = await join(courseId, 1);
    await cancelBooking(booking);
    const offerA = (await entry(a.reference)).offer!;
    expect((await entry(b.reference)).status).toBe('new');
    expect(Date.parse(offerA.expiresAt) - Date.parse(offerA.offeredAt)).toBe(24 * HOUR);

    clock += 24 * HOUR + 1;
    const late = await answer(a.reference, tokenOf(offerA.link), 'accept');
    expect(late.status).toBe(410);
    expect(refusalOf(late).code).toBe('waitlist.offer_expired');
    await t.api.sweep();
    expect((await entry(a.reference)).status).toBe('expired');
    const offerB = (await entry(b.reference)).offer!;
    expect((await entry(b.reference)).status).toBe('offered');

    // A's old link, and B's token under C's reference, are refused and change nothing.
    expect(refusalOf(await answer(a.reference, tokenOf(offerA.link), 'accept')).code).toBe(
      'waitlist.offer_expired',
    );
    const foreign = await answer(c.reference, tokenOf(offerB.link), 'accept');
    expect(foreign.status).toBe(404);
    expect(refusalOf(foreign).code).toBe('waitlist.offer_unknown');
    expect((await entry(b.reference)).status).toBe('offered');
    expect((await entry(c.reference)).status).toBe('new');

    expect((await answer(b.reference, tokenOf(offerB.link), 'decline')).status).toBe(200);
    expect((await entry(b.reference)).status).toBe('declined');
    expect((await entry(c.reference)).status).toBe('offered');
  });

  it('when the staff add seats to the course, then they go to the line first', async () => {
    const courseId = await addCourse(t, categoryId, { seats: 1, days: 20, titleEn: 'Bread' });
    await book(courseId, 1);
    const waiting = await join(courseId, 2);
    const course = answerOf(
      'GetCourseById',
      await request(t.app).get(`/api/Course/GetCourseById?Id=${courseId}`),
    );
    const edited = await postForm(t, '/api/Course/EditCourse', {
      id: courseId,
      titleEn: course.titleEn,
      titleAr: course.titleAr,
      price: course.price,
      categoryId: course.categoryId,
      startDate: course.startDate ?? '',
      seats: 3,
    });
    expect(edited.status).toBe(200);
    expect((await entry(waiting.reference)).status).toBe('offered');
    expect(await seatsLeft(courseId)).toBe(0);
  });

  it('when the staff take an entry with an offer out of the line, then its seats go to the next one', async () => {
    const courseId = await addCourse(t, categoryId, { seats: 1, days: 20 });
    const booking = await book(courseId, 1);
    const a = await join(courseId, 1);
    const b = await join(courseId, 1);
    await cancelBooking(booking);
    const offered = await entry(a.reference);
    const removed = await request(t.app)
      .post('/api/Waitlist/UpdateWaitlistEntryStatus')
      .set('Authorization', t.auth)
      .send({ id: offered.id, status: 'cancelled', expectedStatus: 'offered' });
    expect(answerOf('UpdateWaitlistEntryStatus', removed).status).toBe('cancelled');
    expect((await entry(b.reference)).status).toBe('offered');
    // The same step from a status that is gone: the compare-and-swap refuses it.
    const again = await request(t.app)
      .post('/api/Waitlist/UpdateWaitlistEntryStatus')
      .set('Authorization', t.auth)
      .send({ id: offered.id, status: 'cancelled', expectedStatus: 'offered' });
    expect(again.status).toBe(409);
  });
});

describe('the sweeper across a restart', () => {
  it('when the server was down while an offer ran out, then on start the seats pass to the next in line', async () => {
    let now = Date.parse('2026-11-20T08:00:00.000Z');
    const first = await startSignedInApi({ now: () => new Date(now) });
    const categories = await makeRequestFixtures(first);
    const courseId = await addCourse(first, categories.courseCategoryId, { seats: 1, days: 20 });
    const placed = await request(first.app)
      .post('/api/Booking/AddCourseBooking')
      .send({ courseId, seats: 1, ...visitor() });
    const joinOne = (name: string) =>
      request(first.app)
        .post('/api/Waitlist/AddWaitlistEntry')
        .send({ courseId, seats: 1, ...visitor({ customerName: name }) });
    const a = answerOf('AddWaitlistEntry', await joinOne('First'));
    const b = answerOf('AddWaitlistEntry', await joinOne('Second'));
    const bookingId = answerOf(
      'GetCourseBookings',
      await request(first.app)
        .get(`/api/Booking/GetCourseBookings?q=${(placed.body as { reference: string }).reference}`)
        .set('Authorization', first.auth),
    ).items[0]!.id;
    await request(first.app)
      .post('/api/Booking/UpdateCourseBookingStatus')
      .set('Authorization', first.auth)
      .send({ id: bookingId, status: 'cancelled' });
    await first.close();

    now += 25 * HOUR;
    const second = await startSignedInApi({ dataDir: first.dataDir, now: () => new Date(now) });
    await second.api.sweep();
    const statusOf = async (reference: string) =>
      answerOf(
        'GetWaitlistEntries',
        await request(second.app)
          .get(`/api/Waitlist/GetWaitlistEntries?q=${reference}`)
          .set('Authorization', second.auth),
      ).items[0]!.status;
    expect(await statusOf(a.reference)).toBe('expired');
    expect(await statusOf(b.reference)).toBe('offered');
    await second.close();
  });
});
