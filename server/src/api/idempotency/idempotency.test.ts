import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { IDEMPOTENCY_HEADER, schemas } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import type { SignedInApi } from '../../../test/support/api';
import { addCourse, makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';
import { fingerprintOf } from './run-once';

const HOUR_MS = 60 * 60 * 1000;

let t: SignedInApi;
let f: RequestFixtures;
/** The API's clock: moved forward to see keys expire. */
let clock = Date.now();

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000, now: () => new Date(clock) });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

let keys = 0;
/** A key of its own for each use, the way a client makes one per request. */
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

const order = (customerName: string, overrides: Record<string, unknown> = {}) => ({
  cakeId: f.cakeId,
  quantity: 2,
  pickupDate: siteDay(10),
  branchId: f.branchId,
  ...visitor({ customerName }),
  ...overrides,
});

const place = (body: object, headerKey?: string) => {
  const req = request(t.app).post('/api/Order/AddCakeOrder');
  return (headerKey === undefined ? req : req.set(IDEMPOTENCY_HEADER, headerKey)).send(body);
};

/** The orders the staff see under this visitor's name. */
const ordersOf = async (customerName: string) =>
  answerOf(
    'GetCakeOrders',
    await request(t.app)
      .get(`/api/Order/GetCakeOrders?q=${encodeURIComponent(customerName)}`)
      .set('Authorization', t.auth),
  ).items;

describe('the Idempotency-Key header on a visitor request', () => {
  it('when an order is sent twice with one key, then one order exists and the repeat gets the same status and body', async () => {
    const key = newKey();
    const first = await place(order('Header Twice'), key);
    const second = await place(order('Header Twice'), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf('Header Twice')).toHaveLength(1);
  });

  it('when a basket (lines) is sent with a key in the header, then in the field, then one order holds its lines; another basket with the key 422', async () => {
    const key = newKey();
    const basket = (lines: object[]) =>
      order('Basket Twice', { cakeId: undefined, quantity: undefined, lines });
    const lines = [
      { cakeId: f.cakeId, quantity: 1 },
      { cakeId: f.cakeId, quantity: 2, cakeMessage: 'Happy birthday' },
    ];
    const first = await place(basket(lines), key);
    const again = await place({ ...basket(lines), idempotencyKey: key });
    expect([first.status, again.text]).toEqual([201, first.text]);
    const other = await place(basket([lines[0]!, { ...lines[1]!, quantity: 3 }]), key);
    expect([other.status, refusalOf(other).code]).toEqual([422, 'idempotency.mismatch']);
    const stored = await ordersOf('Basket Twice');
    expect(stored.map((one) => one.lines?.map((line) => line.quantity))).toEqual([[1, 2]]);
  });

  it('when the key is quoted as the draft writes it, then it is the same key as bare', async () => {
    const key = newKey();
    const first = await place(order('Quoted Key'), `"${key}"`);
    const second = await place(order('Quoted Key'), key);
    expect(second.text).toBe(first.text);
    expect(await ordersOf('Quoted Key')).toHaveLength(1);
  });

  it('when a booking is sent twice with one key, then it is one booking too (every visitor request)', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 5, days: 12 });
    const key = newKey();
    const book = () =>
      request(t.app)
        .post('/api/Booking/AddCourseBooking')
        .set(IDEMPOTENCY_HEADER, key)
        .send({ courseId, seats: 2, ...visitor({ customerName: 'Booked Twice' }) });
    const first = await book();
    const second = await book();
    expect(first.status).toBe(201);
    expect(second.text).toBe(first.text);
    const course = await request(t.app).get(`/api/Course/GetCourseById?Id=${courseId}`);
    expect(answerOf('GetCourseById', course).seatsLeft).toBe(3);
  });

  it.each([
    ['too short', 'abc'],
    ['with a space', 'two words here'],
    ['two values', 'first-key-1234, second-key-1234'],
    ['quoted on one side only', '"half-quoted-key-1234'],
  ])('when the header is %s, then 400 names the header and nothing is stored', async (_, value) => {
    const response = await place(order('Bad Header'), value);
    expect(response.status).toBe(400);
    expect(refusalOf(response)).toMatchObject({
      code: 'validation',
      details: [{ path: IDEMPOTENCY_HEADER }],
    });
    expect(await ordersOf('Bad Header')).toHaveLength(0);
  });
});

describe('the body field idempotencyKey (the site forms)', () => {
  it('when a form is posted twice with its key, then one order exists and both get its receipt', async () => {
    const key = newKey();
    const first = await place(order('Form Twice', { idempotencyKey: key }));
    const second = await place(order('Form Twice', { idempotencyKey: key }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(await ordersOf('Form Twice')).toHaveLength(1);
  });

  it('when the header and the field carry the same key, then it is one key, whichever way it came before', async () => {
    const key = newKey();
    const first = await place(order('Both Ways'), key);
    const both = await place(order('Both Ways', { idempotencyKey: key }), key);
    const field = await place(order('Both Ways', { idempotencyKey: key }));
    expect([both.text, field.text]).toEqual([first.text, first.text]);
    expect(await ordersOf('Both Ways')).toHaveLength(1);
  });

  it('when the header and the field disagree, then 400 names the field and nothing is stored', async () => {
    const response = await place(order('Two Keys', { idempotencyKey: newKey() }), newKey());
    expect(response.status).toBe(400);
    expect(refusalOf(response)).toMatchObject({ code: 'validation', details: [{ path: 'idempotencyKey' }] });
    expect(await ordersOf('Two Keys')).toHaveLength(0);
  });
});

describe('a key used again', () => {
  it('when the same key comes with another body (another name, quantity 5), then 422 idempotency.mismatch and the first order alone', async () => {
    const key = newKey();
    expect((await place(order('First Body'), key)).status).toBe(201);
    for (const other of [order('Second Body'), order('First Body', { quantity: 5 })]) {
      const refused = await place(other, key);
      expect(refused.status).toBe(422);
      expect(refusalOf(refused).code).toBe('idempotency.mismatch');
    }
    expect(await ordersOf('First Body')).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(await ordersOf('Second Body')).toHaveLength(0);
  });

  it('when the repeat writes the same fields in another order or with other spacing, then it is the same request', async () => {
    const key = newKey();
    const body = order('Same Request');
    const first = await place(body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await place({ ...reordered, customerName: '  Same Request ' }, key);
    expect(again.text).toBe(first.text);
  });

  it('when the first try was refused (an unknown cake), then the same key may be sent again, fixed', async () => {
    const key = newKey();
    const refused = await place(order('Fixed Later', { cakeId: 999_999 }), key);
    expect(refused.status).toBe(400);
    const fixed = await place(order('Fixed Later'), key);
    expect(fixed.status).toBe(201);
    expect(await ordersOf('Fixed Later')).toHaveLength(1);
  });

  it('when ten requests with one key arrive at once, then one order exists and each gets its receipt or 409 idempotency.in_flight', async () => {
    const key = newKey();
    // One listening server and ten connections, so the ten are read and claimed together.
    const server = t.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/Order/AddCakeOrder`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
          body: JSON.stringify(order('Ten At Once')),
        });
        return { status: response.status, text: await response.text() };
      }),
    );
    server.close();
    const stored = await ordersOf('Ten At Once');
    expect(stored).toHaveLength(1);
    const receipt = JSON.stringify({ reference: stored[0]!.reference, status: 'new', total: 49 });
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.text).toBe(receipt);
      else
        expect([answer.status, JSON.parse(answer.text)]).toMatchObject([
          409,
          { code: 'idempotency.in_flight' },
        ]);
    }
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    // The ones told to wait get the receipt when they try again.
    const retried = await place(order('Ten At Once'), key);
    expect(retried.text).toBe(receipt);
  });

  it('when a day has passed, then the key is forgotten: the same key is a new request', async () => {
    const key = newKey();
    const first = await place(order('Day Old'), key);
    clock += 24 * HOUR_MS - 60_000;
    expect((await place(order('Day Old'), key)).text).toBe(first.text);
    clock += 2 * 60_000;
    const later = await place(order('Day Old', { quantity: 3 }), key);
    expect(later.status).toBe(201);
    expect(later.text).not.toBe(first.text);
    expect(await ordersOf('Day Old')).toHaveLength(2);
  });
});

describe('a key whose first request never answered (its server stopped mid-way)', () => {
  /** What a request in flight leaves in the database: the key claimed, no answer yet. */
  async function leaveClaim(key: string, body: object, at: number): Promise<void> {
    const parsed = schemas.AddCakeOrder.body.parse(body);
    await queryData(
      t.dataDir,
      `INSERT INTO idempotency_keys (key, endpoint, fingerprint, owner, status, body, created_at)
       VALUES (?, 'AddCakeOrder', ?, 'lost-process', NULL, NULL, ?)`,
      [key, fingerprintOf(parsed, []), at],
    );
  }

  it('when a repeat comes while it may still be running, then 409 idempotency.in_flight; after a minute, the repeat is served', async () => {
    const key = newKey();
    const body = order('Lost Claim');
    await leaveClaim(key, body, clock);
    const early = await place(body, key);
    expect(early.status).toBe(409);
    expect(refusalOf(early).code).toBe('idempotency.in_flight');
    expect(await ordersOf('Lost Claim')).toHaveLength(0);

    clock += 61_000;
    const taken = await place(body, key);
    expect(taken.status).toBe(201);
    expect((await place(body, key)).text).toBe(taken.text);
    expect(await ordersOf('Lost Claim')).toHaveLength(1);
  });
});
