import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';
import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
let f: RequestFixtures;

const order = (overrides: Record<string, unknown> = {}) => ({
  cakeId: f.cakeId,
  quantity: 2,
  pickupDate: siteDay(3),
  branchId: f.branchId,
  cakeMessage: 'Happy birthday Lina',
  ...visitor(),
  ...overrides,
});

const place = (body: object, address = '10.0.0.1') =>
  request(t.app).post('/api/Order/AddCakeOrder').set('X-Forwarded-For', address).send(body);
/** The orders the staff see for this search (`q=…&status=…`). */
const ordersFor = async (query: string) =>
  answerOf(
    'GetCakeOrders',
    await request(t.app).get(`/api/Order/GetCakeOrders?${query}`).set('Authorization', t.auth),
  );
const orderCount = async () => (await ordersFor('')).totalCount;

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

describe('cake orders', () => {
  it('when a visitor orders, then they get an unguessable reference and the total, and the staff see the order', async () => {
    const response = await place(order());
    expect(response.status).toBe(201);
    const { reference } = answerOf('AddCakeOrder', response);
    expect(reference).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
    expect(response.body).toEqual({ reference, status: 'new', total: 49 });

    const saved = (await ordersFor(`q=${reference}`)).items[0]!;
    expect(saved).toMatchObject({
      reference,
      cakeNameEn: 'Chocolate fudge cake',
      branchNameAr: 'المارينا',
      quantity: 2,
      total: 49,
      status: 'new',
      cakeMessage: 'Happy birthday Lina',
    });
    const one = await request(t.app)
      .get(`/api/Order/GetCakeOrderById?Id=${saved.id}`)
      .set('Authorization', t.auth);
    expect(one.body).toEqual(saved);
  });

  it('when two orders are placed, then their references differ', async () => {
    const [a, b] = await Promise.all([place(order()), place(order())]);
    expect(answerOf('AddCakeOrder', a).reference).not.toBe(answerOf('AddCakeOrder', b).reference);
  });

  it('when the cake or the branch does not exist, then 400 names the field and nothing is stored', async () => {
    const before = await orderCount();
    const cake = await place(order({ cakeId: 9999 }));
    expect(cake.status).toBe(400);
    expect(refusalOf(cake).details?.map((detail) => detail.path)).toEqual(['cakeId']);
    const branch = await place(order({ branchId: 9999 }));
    expect(refusalOf(branch).details?.map((detail) => detail.path)).toEqual(['branchId']);
    expect(await orderCount()).toBe(before);
  });

  it('when the pick-up day is inside the lead time or beyond six months, then 400 names pickupDate', async () => {
    for (const pickupDate of [siteDay(2), siteDay(181)]) {
      const response = await place(order({ pickupDate }));
      expect(response.status).toBe(400);
      expect(refusalOf(response).details?.[0]?.path).toBe('pickupDate');
    }
    expect((await place(order({ pickupDate: siteDay(180) }))).status).toBe(201);
  });

  it('when any field is out of its bounds, then 400 names each', async () => {
    const response = await place(
      order({
        quantity: 21,
        customerName: 'S',
        phone: '12',
        cakeMessage: 'x'.repeat(61),
        email: 'nope',
        language: 'fr',
      }),
    );
    expect(response.status).toBe(400);
    expect([...new Set(refusalOf(response).details?.map((d) => d.path))].sort()).toEqual(
      ['cakeMessage', 'customerName', 'email', 'language', 'phone', 'quantity'].sort(),
    );
  });

  it('when the numbers and the phone are typed in Arabic-Indic digits, then they are stored in ASCII', async () => {
    const response = await place(order({ quantity: '٣', phone: '+٩٧١ ٥٥ ٩٨٧ ٦٥٤٣', language: 'ar' }));
    expect(response.status).toBe(201);
    expect((await ordersFor('q=559876543')).items[0]).toMatchObject({
      quantity: 3,
      phone: '+971559876543',
      total: 73.5,
    });
  });

  it('when the honeypot is filled, then the bot gets 201 and nothing is stored', async () => {
    const before = await orderCount();
    const response = await place(order({ website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(answerOf('AddCakeOrder', response).reference).toMatch(/^.{4}-.{4}$/);
    expect(await orderCount()).toBe(before);
  });

  it('when the same form is submitted twice (a double click), then one order exists and each gets its reference or is told it is in flight', async () => {
    const key = `form-${Date.now()}`;
    const answers = await Promise.all([
      place(order({ idempotencyKey: key, customerName: 'Double Click' })),
      place(order({ idempotencyKey: key, customerName: 'Double Click' })),
    ]);
    const receipts = answers.filter((answer) => answer.status === 201).map((answer) => answer.text);
    expect(new Set(receipts).size).toBe(1);
    for (const answer of answers.filter((one) => one.status !== 201))
      expect([answer.status, refusalOf(answer).code]).toEqual([409, 'idempotency.in_flight']);
    expect((await ordersFor('q=Double%20Click')).totalCount).toBe(1);
  });

  it('when the staff move an order, then only the status graph is allowed (409 otherwise) and the note is kept', async () => {
    const { reference } = answerOf('AddCakeOrder', await place(order({ customerName: 'Graph Walker' })));
    const { id } = (await ordersFor(`q=${reference}`)).items[0]!;
    const move = (status: string, staffNote?: string) =>
      request(t.app)
        .post('/api/Order/UpdateCakeOrderStatus')
        .set('Authorization', t.auth)
        .send({ id, status, ...(staffNote === undefined ? {} : { staffNote }) });

    const skip = await move('collected');
    expect(skip.status).toBe(409);
    expect(refusalOf(skip).code).toBe('order.bad_transition');
    expect((await move('confirmed', 'Called her at 10')).body).toMatchObject({
      status: 'confirmed',
      staffNote: 'Called her at 10',
    });
    expect((await move('ready')).body).toMatchObject({ status: 'ready', staffNote: 'Called her at 10' });
    expect(answerOf('UpdateCakeOrderStatus', await move('collected')).status).toBe('collected');
    expect((await move('cancelled')).status).toBe(409);
    expect(answerOf('UpdateCakeOrderStatus', await move('collected', 'Paid in cash')).staffNote).toBe(
      'Paid in cash',
    );
  });

  it('when the status filter and the search are used, then only matching orders come, newest first', async () => {
    const name = `Filter ${Date.now()}`;
    const a = answerOf('AddCakeOrder', await place(order({ customerName: name }))).reference;
    const b = answerOf(
      'AddCakeOrder',
      await place(order({ customerName: name, phone: '050 777 1234' })),
    ).reference;
    const references = async (query: string) => (await ordersFor(query)).items.map((o) => o.reference);
    expect(await references(`q=${encodeURIComponent(name)}&status=new`)).toEqual([b, a]);
    expect(await references(`q=${encodeURIComponent('٠٥٠٧٧٧')}`)).toContain(b);
    expect(await references(`q=${a.toLowerCase()}`)).toEqual([a]);
    expect((await ordersFor(`q=${encodeURIComponent(name)}&status=ready`)).totalCount).toBe(0);
  });
});

describe('the per-address limit', () => {
  it('when an address has had its accepted requests this hour, then the next gets 429 with Retry-After; refused ones do not count', async () => {
    const limited = await startSignedInApi({ requestsPerHour: 3 });
    const fixtures = await makeRequestFixtures(limited);
    const body = {
      cakeId: fixtures.cakeId,
      quantity: 1,
      pickupDate: siteDay(5),
      branchId: fixtures.branchId,
      ...visitor(),
    };
    const send = (overrides: object = {}, address = '10.9.9.9') =>
      request(limited.app)
        .post('/api/Order/AddCakeOrder')
        .set('X-Forwarded-For', address)
        .send({ ...body, ...overrides });
    try {
      expect((await send({ cakeId: 9999 })).status).toBe(400);
      for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refusalOf(refused).code).toBe('request.rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await send({}, '10.9.9.10')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
