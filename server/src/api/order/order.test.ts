import type { CakeOrder, Paged } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeRequestFixtures, siteDay, visitor } from '../requests/request-test-data';
import type { RequestFixtures } from '../requests/request-test-data';
import { startSignedInApi } from '../test-helpers';
import type { SignedInApi } from '../test-helpers';

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

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

describe('cake orders', () => {
  it('when a visitor orders, then they get an unguessable reference and the total, and the staff see the order', async () => {
    const response = await place(order());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      reference: expect.stringMatching(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/),
      status: 'new',
      total: 49,
    });

    const list = await request(t.app)
      .get(`/api/Order/GetCakeOrders?q=${response.body.reference}`)
      .set('Authorization', t.auth);
    const saved = (list.body as Paged<CakeOrder>).items[0]!;
    expect(saved).toMatchObject({
      reference: response.body.reference,
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
    expect(a.body.reference).not.toBe(b.body.reference);
  });

  it('when the cake or the branch does not exist, then 400 names the field and nothing is stored', async () => {
    const before = await request(t.app).get('/api/Order/GetCakeOrders').set('Authorization', t.auth);
    const cake = await place(order({ cakeId: 9999 }));
    expect(cake.status).toBe(400);
    expect(cake.body.details).toEqual([{ path: 'cakeId', message: expect.any(String) }]);
    const branch = await place(order({ branchId: 9999 }));
    expect(branch.body.details).toEqual([{ path: 'branchId', message: expect.any(String) }]);
    const after = await request(t.app).get('/api/Order/GetCakeOrders').set('Authorization', t.auth);
    expect(after.body.totalCount).toBe(before.body.totalCount);
  });

  it('when the pick-up day is inside the lead time or beyond six months, then 400 names pickupDate', async () => {
    for (const pickupDate of [siteDay(2), siteDay(181)]) {
      const response = await place(order({ pickupDate }));
      expect(response.status).toBe(400);
      expect(response.body.details[0].path).toBe('pickupDate');
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
    expect([...new Set((response.body.details as { path: string }[]).map((d) => d.path))].sort()).toEqual(
      ['cakeMessage', 'customerName', 'email', 'language', 'phone', 'quantity'].sort(),
    );
  });

  it('when the numbers and the phone are typed in Arabic-Indic digits, then they are stored in ASCII', async () => {
    const response = await place(order({ quantity: '٣', phone: '+٩٧١ ٥٥ ٩٨٧ ٦٥٤٣', language: 'ar' }));
    expect(response.status).toBe(201);
    const list = await request(t.app)
      .get('/api/Order/GetCakeOrders?q=559876543')
      .set('Authorization', t.auth);
    expect(list.body.items[0]).toMatchObject({ quantity: 3, phone: '+971 55 987 6543', total: 73.5 });
  });

  it('when the honeypot is filled, then the bot gets 201 and nothing is stored', async () => {
    const before = (await request(t.app).get('/api/Order/GetCakeOrders').set('Authorization', t.auth)).body
      .totalCount;
    const response = await place(order({ website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(response.body.reference).toMatch(/^.{4}-.{4}$/);
    const after = (await request(t.app).get('/api/Order/GetCakeOrders').set('Authorization', t.auth)).body
      .totalCount;
    expect(after).toBe(before);
  });

  it('when the same form is submitted twice (a double click), then one order exists and both get its reference', async () => {
    const key = `form-${Date.now()}`;
    const [first, second] = await Promise.all([
      place(order({ idempotencyKey: key, customerName: 'Double Click' })),
      place(order({ idempotencyKey: key, customerName: 'Double Click' })),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const list = await request(t.app)
      .get('/api/Order/GetCakeOrders?q=Double%20Click')
      .set('Authorization', t.auth);
    expect(list.body.totalCount).toBe(1);
  });

  it('when the staff move an order, then only the status graph is allowed (409 otherwise) and the note is kept', async () => {
    const { reference } = (await place(order({ customerName: 'Graph Walker' }))).body as {
      reference: string;
    };
    const id = (
      await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth)
    ).body.items[0].id as number;
    const move = (status: string, staffNote?: string) =>
      request(t.app)
        .post('/api/Order/UpdateCakeOrderStatus')
        .set('Authorization', t.auth)
        .send({ id, status, ...(staffNote === undefined ? {} : { staffNote }) });

    const skip = await move('collected');
    expect(skip.status).toBe(409);
    expect(skip.body.code).toBe('order.bad_transition');
    expect((await move('confirmed', 'Called her at 10')).body).toMatchObject({
      status: 'confirmed',
      staffNote: 'Called her at 10',
    });
    expect((await move('ready')).body).toMatchObject({ status: 'ready', staffNote: 'Called her at 10' });
    expect((await move('collected')).body.status).toBe('collected');
    expect((await move('cancelled')).status).toBe(409);
    expect((await move('collected', 'Paid in cash')).body.staffNote).toBe('Paid in cash');
  });

  it('when the status filter and the search are used, then only matching orders come, newest first', async () => {
    const name = `Filter ${Date.now()}`;
    const a = (await place(order({ customerName: name }))).body.reference as string;
    const b = (await place(order({ customerName: name, phone: '050 777 1234' }))).body.reference as string;
    const byName = await request(t.app)
      .get(`/api/Order/GetCakeOrders?q=${encodeURIComponent(name)}&status=new`)
      .set('Authorization', t.auth);
    expect(byName.body.items.map((o: CakeOrder) => o.reference)).toEqual([b, a]);
    const byPhone = await request(t.app)
      .get('/api/Order/GetCakeOrders?q=٠٥٠٧٧٧')
      .set('Authorization', t.auth);
    expect(byPhone.body.items.map((o: CakeOrder) => o.reference)).toContain(b);
    const byReference = await request(t.app)
      .get(`/api/Order/GetCakeOrders?q=${a.toLowerCase()}`)
      .set('Authorization', t.auth);
    expect(byReference.body.items.map((o: CakeOrder) => o.reference)).toEqual([a]);
    const none = await request(t.app)
      .get(`/api/Order/GetCakeOrders?q=${encodeURIComponent(name)}&status=ready`)
      .set('Authorization', t.auth);
    expect(none.body.totalCount).toBe(0);
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
      expect(refused.body.code).toBe('request.rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await send({}, '10.9.9.10')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
