import request from 'supertest';

import { answerOf } from './api';
import type { SignedInApi } from './api';
import type { RequestFixtures } from './requests';
import { siteDay, visitor } from './requests';

/**
 * A visitor's cake order paid through the demo provider, as the tests of money do it: placed,
 * asked for (the staff open a payment link), paid on the demo's page, all through the API.
 */
export function demoPayments(t: SignedInApi, f: RequestFixtures) {
  const money = async (orderId: number) =>
    answerOf(
      'GetOrderPayments',
      await request(t.app).get(`/api/Order/GetOrderPayments?orderId=${orderId}`).set('Authorization', t.auth),
    );
  return {
    money,
    /** Two cakes at 24.50 (49.00), `days` from today; the visitor's own fields may be changed. */
    async placeOrder(
      fields: Record<string, unknown> = {},
      days = 5,
    ): Promise<{ id: number; reference: string; phone: string }> {
      const who = visitor(fields);
      const placed = await request(t.app)
        .post('/api/Order/AddCakeOrder')
        .send({ cakeId: f.cakeId, quantity: 2, pickupDate: siteDay(days), branchId: f.branchId, ...who });
      const { reference } = answerOf('AddCakeOrder', placed);
      const list = answerOf(
        'GetCakeOrders',
        await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth),
      );
      return { id: list.items[0]!.id, reference, phone: String(who.phone) };
    },
    /** The staff ask for a payment (by default, what is left); the link asked. */
    async ask(orderId: number, body: Record<string, unknown> = {}) {
      const asked = answerOf(
        'OpenPaymentDue',
        await request(t.app)
          .post('/api/Payment/OpenPaymentDue')
          .set('Authorization', t.auth)
          .send({ orderId, ...body }),
      );
      return asked.due!.at(-1)!;
    },
    /** The visitor pays an open link on the demo's page; the payment's reference. */
    async pay(order: { reference: string; phone: string }, dueId: number, language = 'en'): Promise<string> {
      const started = answerOf(
        'PayRequest',
        await request(t.app)
          .post('/api/Payment/PayRequest')
          .send({ reference: order.reference, phone: order.phone, dueId, language }),
      );
      const back = await request(t.app)
        .post(started.redirectUrl)
        .type('form')
        .send({ choice: 'pay' })
        .expect(303);
      return new URL(back.headers.location!).searchParams.get('payment')!;
    },
    /** The request's history: its changes and the messages it sent. */
    async history(kind: string, id: number) {
      return answerOf(
        'GetRequestHistory',
        await request(t.app)
          .get(`/api/Order/GetRequestHistory?kind=${kind}&id=${id}`)
          .set('Authorization', t.auth),
      );
    },
  };
}
