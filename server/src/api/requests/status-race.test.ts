import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addSignedInUser, answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { AddedUser, SignedInApi } from '../../../test/support/api';
import { addCourse, makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

let t: SignedInApi;
let f: RequestFixtures;
let lina: AddedUser;
let omar: AddedUser;

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
  lina = await addSignedInUser(t.app, t.auth, 'lina', 'editor');
  omar = await addSignedInUser(t.app, t.auth, 'omar', 'editor');
});
afterAll(() => t.close());

async function newOrderId(): Promise<number> {
  const placed = await request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({ cakeId: f.cakeId, quantity: 1, pickupDate: siteDay(5), branchId: f.branchId, ...visitor() });
  const { reference } = answerOf('AddCakeOrder', placed);
  const found = await request(t.app)
    .get(`/api/Order/GetCakeOrders?q=${reference}`)
    .set('Authorization', t.auth);
  return answerOf('GetCakeOrders', found).items[0]!.id;
}

const move = (who: AddedUser, path: string, body: object) =>
  request(t.app).post(path).set('Authorization', who.auth).send(body);

describe('two staff moving one request at once', () => {
  it('when both confirm and cancel the same new order together, then one wins and the other gets 409 naming who and when', async () => {
    const id = await newOrderId();
    const [a, b] = await Promise.all([
      move(lina, '/api/Order/UpdateCakeOrderStatus', { id, status: 'confirmed', expectedStatus: 'new' }),
      move(omar, '/api/Order/UpdateCakeOrderStatus', { id, status: 'cancelled', expectedStatus: 'new' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const winner = answerOf('UpdateCakeOrderStatus', won);
    const refusal = refusalOf(lost);
    expect(refusal.code).toBe('request.changed');
    expect(refusal.changed).toEqual({ by: winner.statusChangedBy, at: winner.statusChangedAt });
    expect(['lina', 'omar']).toContain(winner.statusChangedBy);
    expect(refusal.error).toContain(winner.statusChangedBy!);
    // The loser changed nothing: the order is as the winner left it.
    const now = await request(t.app).get(`/api/Order/GetCakeOrderById?Id=${id}`).set('Authorization', t.auth);
    expect(answerOf('GetCakeOrderById', now).status).toBe(winner.status);
  });

  it('when twenty staff confirm the same booking at once, then exactly one is 200', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 5, days: 12 });
    const booked = await request(t.app)
      .post('/api/Booking/AddCourseBooking')
      .send({ courseId, seats: 1, ...visitor() });
    const { reference } = answerOf('AddCourseBooking', booked);
    const list = await request(t.app)
      .get(`/api/Booking/GetCourseBookings?q=${reference}`)
      .set('Authorization', t.auth);
    const { id } = answerOf('GetCourseBookings', list).items[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        move(i % 2 ? lina : omar, '/api/Booking/UpdateCourseBookingStatus', {
          id,
          status: 'confirmed',
          expectedStatus: 'new',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
  });

  it('when a change names a status the request never had to move from, then the graph still decides (409 bad transition)', async () => {
    const id = await newOrderId();
    const response = await move(lina, '/api/Order/UpdateCakeOrderStatus', {
      id,
      status: 'collected',
      expectedStatus: 'new',
    });
    expect(response.status).toBe(409);
    expect(refusalOf(response).code).toBe('order.bad_transition');
  });

  it('when the expected status is of an unknown request, then 404', async () => {
    const response = await move(lina, '/api/Order/UpdateCakeOrderStatus', {
      id: 999_999,
      status: 'confirmed',
      expectedStatus: 'new',
    });
    expect(response.status).toBe(404);
  });
});
