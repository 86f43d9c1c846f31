import type { Course } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCourse, makeRequestFixtures, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';
import { startSignedInApi, refusalOf, answerOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
let f: RequestFixtures;

const book = (courseId: number, seats: number, overrides: Record<string, unknown> = {}) =>
  request(t.app)
    .post('/api/Booking/AddCourseBooking')
    .send({ courseId, seats, ...visitor(), ...overrides });

const course = async (id: number) =>
  (await request(t.app).get(`/api/Course/GetCourseById?Id=${id}`)).body as Course;

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

describe('course bookings', () => {
  it('when seats are booked, then the course shows fewer seats left, and more than are left → 409 course.full', async () => {
    const id = await addCourse(t, f.courseCategoryId, { seats: 5, days: 10 });
    expect((await course(id)).seatsLeft).toBe(5);
    const booked = await book(id, 3);
    expect(booked.status).toBe(201);
    const receipt = answerOf('AddCourseBooking', booked);
    expect(receipt.reference).toMatch(/^.{4}-.{4}$/);
    expect(booked.body).toEqual({ reference: receipt.reference, status: 'new' });
    expect(await course(id)).toMatchObject({ seats: 5, seatsLeft: 2, isPast: false });

    const tooMany = await book(id, 3);
    expect(tooMany.status).toBe(409);
    expect(refusalOf(tooMany).code).toBe('course.full');
    expect((await course(id)).seatsLeft).toBe(2);
  });

  it('when two visitors book the last seat at the same moment, then exactly one gets it', async () => {
    const id = await addCourse(t, f.courseCategoryId, { seats: 1, days: 10 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(id, 1, { customerName: `Racer ${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => refusalOf(a).code === 'course.full')).toBe(
      true,
    );
    expect((await course(id)).seatsLeft).toBe(0);
    const list = await request(t.app)
      .get(`/api/Booking/GetCourseBookings?courseId=${id}`)
      .set('Authorization', t.auth);
    expect(answerOf('GetCourseBookings', list).totalCount).toBe(1);
  });

  it('when a booking is cancelled, then its seats are free again and it cannot come back', async () => {
    const id = await addCourse(t, f.courseCategoryId, { seats: 2, days: 10 });
    const { reference } = answerOf('AddCourseBooking', await book(id, 2));
    expect((await course(id)).seatsLeft).toBe(0);
    const booking = answerOf(
      'GetCourseBookings',
      await request(t.app).get(`/api/Booking/GetCourseBookings?q=${reference}`).set('Authorization', t.auth),
    ).items[0]!;
    const move = (status: string) =>
      request(t.app)
        .post('/api/Booking/UpdateCourseBookingStatus')
        .set('Authorization', t.auth)
        .send({ id: booking.id, status });
    expect((await move('attended')).status).toBe(409);
    expect(answerOf('UpdateCourseBookingStatus', await move('cancelled')).status).toBe('cancelled');
    expect((await course(id)).seatsLeft).toBe(2);
    expect(refusalOf(await move('confirmed')).code).toBe('order.bad_transition');
    expect((await book(id, 2)).status).toBe(201);
  });

  it('when the course started before today, then booking it is 409 course.past', async () => {
    const id = await addCourse(t, f.courseCategoryId, { seats: 10, days: -1 });
    expect((await course(id)).isPast).toBe(true);
    const response = await book(id, 1);
    expect(response.status).toBe(409);
    expect(refusalOf(response).code).toBe('course.past');
  });

  it('when the course has no seat count, then any number up to ten can be booked and seatsLeft stays null', async () => {
    const id = await addCourse(t, f.courseCategoryId, { days: 3 });
    expect((await book(id, 10)).status).toBe(201);
    expect((await course(id)).seatsLeft).toBeNull();
    expect((await book(id, 11)).status).toBe(400);
  });

  it('when the course does not exist, then 400 names courseId', async () => {
    const response = await book(99999, 1);
    expect(response.status).toBe(400);
    expect(refusalOf(response).details?.map((detail) => detail.path)).toEqual(['courseId']);
  });
});
