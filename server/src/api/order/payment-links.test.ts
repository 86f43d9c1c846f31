import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  answerOf,
  refusalOf,
  saveShopSettings,
  startSignedInApi,
  tempDataDir,
  type SignedInApi,
} from '../../../test/support/api';
import { addDays } from '@cakeshop/shared';

import { makeRequestFixtures, siteDay, visitor, type RequestFixtures } from '../../../test/support/requests';

let t: SignedInApi;
let f: RequestFixtures;

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000, payments: { provider: 'demo', holdMinutes: 15 } });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

const PHONE = String(visitor().phone);

/** A visitor's order of two cakes at 24.50: 49.00. */
async function placeOrder(): Promise<{ id: number; reference: string }> {
  const placed = await request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({ cakeId: f.cakeId, quantity: 2, pickupDate: siteDay(5), branchId: f.branchId, ...visitor() });
  const { reference } = answerOf('AddCakeOrder', placed);
  const list = answerOf(
    'GetCakeOrders',
    await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth),
  );
  return { id: list.items[0]!.id, reference };
}

const money = async (orderId: number) =>
  answerOf(
    'GetOrderPayments',
    await request(t.app).get(`/api/Order/GetOrderPayments?orderId=${orderId}`).set('Authorization', t.auth),
  );

const ask = (body: Record<string, unknown>) =>
  request(t.app).post('/api/Payment/OpenPaymentDue').set('Authorization', t.auth).send(body);

const pay = (body: Record<string, unknown>) => request(t.app).post('/api/Payment/PayRequest').send(body);

/** The visitor answers on the demo's page; where it sends them back. */
async function answerDemo(redirectUrl: string, choice: 'pay' | 'decline'): Promise<URL> {
  const back = await request(t.app).post(redirectUrl).type('form').send({ choice }).expect(303);
  return new URL(back.headers.location!);
}

const outcome = async (payment: string) =>
  answerOf(
    'GetPaymentOutcome',
    await request(t.app).get(`/api/Payment/GetPaymentOutcome?payment=${payment}`),
  );

describe('a payment link paid from /track through the demo provider', () => {
  it('when the visitor pays the balance link, then it is paid at the server’s amount, the return names the payment and its language, and a second telling changes nothing', async () => {
    const order = await placeOrder();
    const asked = answerOf('OpenPaymentDue', await ask({ orderId: order.id }).expect(201));
    const due = asked.due!.at(-1)!;
    expect(due).toMatchObject({ purpose: 'balance', amount: 49, status: 'open' });
    // An amount sent by the visitor is no field of the contract: the server's is paid.
    const started = answerOf(
      'PayRequest',
      await pay({
        reference: order.reference,
        phone: PHONE,
        dueId: due.id,
        language: 'ar',
        amount: 1,
      }).expect(200),
    );
    expect(started).toMatchObject({ testMode: true });
    expect(started.redirectUrl).toMatch(/^\/pay\/demo\/demo_/);
    const page = await request(t.app).get(started.redirectUrl).expect(200);
    expect(page.text).toContain('٤٩٫٠٠');

    const back = await answerDemo(started.redirectUrl, 'pay');
    expect(back.pathname).toBe('/track');
    expect(back.searchParams.get('ref')).toBe(order.reference);
    expect(back.searchParams.get('lang')).toBe('ar');
    const reference = back.searchParams.get('payment')!;
    expect(await outcome(reference)).toEqual({ status: 'paid', amount: 49, currency: 'USD', testMode: true });

    const after = await money(order.id);
    expect(after).toMatchObject({ paid: 49, balance: 0, online: true, testMode: true });
    expect(after.due).toEqual([expect.objectContaining({ id: due.id, status: 'paid' })]);
    expect(after.payments).toEqual([
      expect.objectContaining({
        amount: 49,
        provider: 'demo',
        status: 'paid',
        testMode: true,
        refundable: 49,
      }),
    ]);

    // The page again (a replay of the same answer): answered already, nothing more paid.
    await request(t.app).post(started.redirectUrl).type('form').send({ choice: 'pay' }).expect(303);
    expect((await money(order.id)).payments).toHaveLength(1);
    // A paid link is not paid twice.
    const again = await pay({ reference: order.reference, phone: PHONE, dueId: due.id });
    expect(again.status).toBe(409);
    expect(refusalOf(again).code).toBe('payment.nothing_due');
  });

  it('when the visitor declines, then the link stays open to pay again and nothing is paid', async () => {
    const order = await placeOrder();
    const due = answerOf(
      'OpenPaymentDue',
      await ask({ orderId: order.id, purpose: 'deposit', amount: 10 }),
    ).due!.at(-1)!;
    const first = answerOf(
      'PayRequest',
      await pay({ reference: order.reference, phone: PHONE, dueId: due.id }),
    );
    const back = await answerDemo(first.redirectUrl, 'decline');
    expect(await outcome(back.searchParams.get('payment')!)).toMatchObject({ status: 'failed', amount: 10 });
    expect(await money(order.id)).toMatchObject({
      paid: 0,
      due: [expect.objectContaining({ status: 'open' })],
    });
    const second = answerOf(
      'PayRequest',
      await pay({ reference: order.reference, phone: PHONE, dueId: due.id }),
    );
    await answerDemo(second.redirectUrl, 'pay');
    expect(await money(order.id)).toMatchObject({ paid: 10, balance: 39 });
  });

  it('when the phone is wrong or the link is another request’s, then 404 and nothing begins; more than is left is not asked', async () => {
    const mine = await placeOrder();
    const theirs = await placeOrder();
    const due = answerOf('OpenPaymentDue', await ask({ orderId: theirs.id, amount: 5 })).due!.at(-1)!;
    expect(
      (await pay({ reference: theirs.reference, phone: '+971 50 000 0000', dueId: due.id })).status,
    ).toBe(404);
    expect((await pay({ reference: mine.reference, phone: PHONE, dueId: due.id })).status).toBe(404);
    const tooMuch = await ask({ orderId: theirs.id, amount: 45 });
    expect(tooMuch.status).toBe(400);
    expect(refusalOf(tooMuch).details?.[0]?.path).toBe('amount');
    expect((await request(t.app).get('/api/Payment/GetPaymentOutcome?payment=pay_nothing')).status).toBe(404);
  });

  it('when an owner refunds part of a paid payment, then it is refunded once the provider confirms; more than is left is refused; an editor may not', async () => {
    const order = await placeOrder();
    const due = answerOf('OpenPaymentDue', await ask({ orderId: order.id })).due!.at(-1)!;
    const started = answerOf(
      'PayRequest',
      await pay({ reference: order.reference, phone: PHONE, dueId: due.id }),
    );
    await answerDemo(started.redirectUrl, 'pay');
    const paymentId = (await money(order.id)).payments[0]!.id;
    const refund = (body: Record<string, unknown>, auth = t.auth) =>
      request(t.app).post('/api/Payment/RefundPayment').set('Authorization', auth).send(body);
    const done = answerOf(
      'RefundPayment',
      await refund({ orderId: order.id, paymentId, amount: 9, reason: 'One cake less' }).expect(200),
    );
    expect(done).toMatchObject({ paid: 40, balance: 9, refunded: 9 });
    expect(done.refunds).toEqual([
      expect.objectContaining({ amount: 9, status: 'refunded', reason: 'One cake less', problem: null }),
    ]);
    expect(done.payments[0]).toMatchObject({ refundable: 40 });
    const over = await refund({ orderId: order.id, paymentId, amount: 41, reason: 'Too much' });
    expect(over.status).toBe(400);
    const editor = await request(t.app).post('/api/Auth/AddUser').set('Authorization', t.auth).send({
      username: 'refund.editor',
      email: 'refund.editor@example.com',
      password: 'long enough password',
      role: 'editor',
    });
    expect(editor.status).toBe(201);
    const login = await request(t.app)
      .post('/api/Auth/Login')
      .send({ email: 'refund.editor@example.com', password: 'long enough password' });
    const editorAuth = `Bearer ${(login.body as { token: string }).token}`;
    expect(
      (await refund({ orderId: order.id, paymentId, amount: 1, reason: 'Not mine' }, editorAuth)).status,
    ).toBe(403);
    expect((await money(order.id)).refunded).toBe(9);
  });
});

describe('a custom cake’s quote, paid online', () => {
  async function quoted(quote: Record<string, unknown>) {
    let req = request(t.app).post('/api/CustomCake/AddCustomCakeRequest');
    const fields = {
      occasion: 'Wedding',
      servings: 40,
      pickupDate: siteDay(12),
      branchId: f.branchId,
      description: 'Three tiers, white roses',
      ...visitor(),
    };
    for (const [key, value] of Object.entries(fields)) req = req.field(key, String(value));
    const { reference } = answerOf('AddCustomCakeRequest', await req);
    const { id } = answerOf(
      'GetCustomCakeRequests',
      await request(t.app)
        .get(`/api/CustomCake/GetCustomCakeRequests?q=${reference}`)
        .set('Authorization', t.auth),
    ).items[0]!;
    const saved = answerOf(
      'QuoteCustomCake',
      await request(t.app)
        .post('/api/CustomCake/QuoteCustomCake')
        .set('Authorization', t.auth)
        .send({ id, ...quote }),
    );
    const accepted = answerOf(
      'AnswerCustomCakeQuote',
      await request(t.app)
        .post('/api/CustomCake/AnswerCustomCakeQuote')
        .send({ reference, phone: PHONE, answer: 'accept' }),
    );
    const order = answerOf(
      'GetCakeOrders',
      await request(t.app)
        .get(`/api/Order/GetCakeOrders?q=${accepted.orderReference}`)
        .set('Authorization', t.auth),
    ).items[0]!;
    return { reference, quote: saved.quote!, orderId: order.id };
  }

  it('when a quote names no deposit, then it asks the shop’s (30 % of the price, due in two days); once accepted, the order asks the deposit and the balance due three days before the day', async () => {
    const { reference, quote, orderId } = await quoted({ price: 955.55 });
    expect(quote).toMatchObject({ price: 955.55, deposit: 286.67, depositDue: siteDay(2) });
    const asked = await money(orderId);
    expect(asked.due).toEqual([
      expect.objectContaining({ purpose: 'deposit', amount: 286.67, dueOn: siteDay(2), status: 'open' }),
      expect.objectContaining({
        purpose: 'balance',
        amount: 668.88,
        dueOn: addDays(siteDay(12), -3),
        status: 'open',
      }),
    ]);
    // The visitor sees them on /track under the custom cake's own reference, marked test mode.
    const tracked = answerOf(
      'TrackRequest',
      await request(t.app).get(
        `/api/Order/TrackRequest?reference=${reference}&phone=${encodeURIComponent(PHONE)}`,
      ),
    );
    expect(tracked.payment).toMatchObject({ total: 955.55, paid: 0, testMode: true });
    expect(tracked.payment?.due).toHaveLength(2);
    const started = answerOf(
      'PayRequest',
      await pay({ reference, phone: PHONE, dueId: asked.due![0]!.id }).expect(200),
    );
    await answerDemo(started.redirectUrl, 'pay');
    expect(await money(orderId)).toMatchObject({ paid: 286.67, balance: 668.88 });
    // The deposit's invoice is on /track under the custom cake's reference too.
    const documents = async () =>
      answerOf(
        'TrackRequest',
        await request(t.app).get(
          `/api/Order/TrackRequest?reference=${reference}&phone=${encodeURIComponent(PHONE)}`,
        ),
      ).documents ?? [];
    await vi.waitFor(async () =>
      expect(await documents()).toEqual([expect.objectContaining({ kind: 'invoice' })]),
    );
  });

  it('when the owner’s payment rules ask 40 % and the balance 5 days before, then a quote naming no deposit asks those', async () => {
    await saveShopSettings(t, { paymentRules: { depositPercent: 40, balanceDueDays: 5 } });
    try {
      const { quote, orderId } = await quoted({ price: 500 });
      expect(quote).toMatchObject({ price: 500, deposit: 200, depositDue: siteDay(2) });
      expect((await money(orderId)).due).toEqual([
        expect.objectContaining({ purpose: 'deposit', amount: 200 }),
        expect.objectContaining({ purpose: 'balance', amount: 300, dueOn: addDays(siteDay(12), -5) }),
      ]);
    } finally {
      await saveShopSettings(t, { paymentRules: {} });
    }
  });

  it('when a quote names its deposit and day, then those are asked; a deposit of nothing asks the whole as one link', async () => {
    const named = await quoted({ price: 500, deposit: 100, depositDue: siteDay(4) });
    expect((await money(named.orderId)).due).toEqual([
      expect.objectContaining({ purpose: 'deposit', amount: 100, dueOn: siteDay(4) }),
      expect.objectContaining({ purpose: 'balance', amount: 400 }),
    ]);
    const none = await quoted({ price: 500, deposit: 0, depositDue: siteDay(4) });
    expect((await money(none.orderId)).due).toEqual([
      expect.objectContaining({ purpose: 'full', amount: 500 }),
    ]);
  });
});

describe('two servers on one database', () => {
  it('when a payment is begun on one and its demo page answered on the other, then both see it paid', async () => {
    const dataDir = tempDataDir();
    const settings = {
      payments: { provider: 'demo', holdMinutes: 15 } as const,
      sharedDataDir: true,
      dataDir,
    };
    const first = await startSignedInApi(settings);
    const second = await startSignedInApi(settings);
    try {
      const fixtures = await makeRequestFixtures(first);
      const placed = await request(first.app)
        .post('/api/Order/AddCakeOrder')
        .send({
          cakeId: fixtures.cakeId,
          quantity: 1,
          pickupDate: siteDay(5),
          branchId: fixtures.branchId,
          ...visitor(),
        });
      const { reference } = answerOf('AddCakeOrder', placed);
      const orderId = answerOf(
        'GetCakeOrders',
        await request(first.app)
          .get(`/api/Order/GetCakeOrders?q=${reference}`)
          .set('Authorization', first.auth),
      ).items[0]!.id;
      const dueId = answerOf(
        'OpenPaymentDue',
        await request(first.app)
          .post('/api/Payment/OpenPaymentDue')
          .set('Authorization', first.auth)
          .send({ orderId }),
      ).due![0]!.id;
      const started = answerOf(
        'PayRequest',
        await request(first.app).post('/api/Payment/PayRequest').send({ reference, phone: PHONE, dueId }),
      );
      // The load balancer sends the visitor's answer to the other server.
      const back = await request(second.app)
        .post(started.redirectUrl)
        .type('form')
        .send({ choice: 'pay' })
        .expect(303);
      const payment = new URL(back.headers.location!).searchParams.get('payment')!;
      for (const server of [first, second])
        expect(
          answerOf(
            'GetPaymentOutcome',
            await request(server.app).get(`/api/Payment/GetPaymentOutcome?payment=${payment}`),
          ),
        ).toMatchObject({ status: 'paid' });
    } finally {
      await second.close();
      await first.close();
    }
  });
});
