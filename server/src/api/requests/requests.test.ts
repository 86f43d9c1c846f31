import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCourse, makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';
import { startSignedInApi, refusalOf, answerOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
let f: RequestFixtures;

const placeOrder = async (overrides: Record<string, unknown> = {}) =>
  (
    await request(t.app)
      .post('/api/Order/AddCakeOrder')
      .send({
        cakeId: f.cakeId,
        quantity: 1,
        pickupDate: siteDay(4),
        branchId: f.branchId,
        ...visitor(),
        ...overrides,
      })
  ).body as { reference: string };

const track = (reference: string, phone: string, address = '10.1.1.1') =>
  request(t.app)
    .get(
      `/api/Order/TrackRequest?reference=${encodeURIComponent(reference)}&phone=${encodeURIComponent(phone)}`,
    )
    .set('X-Forwarded-For', address);

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

describe('tracking a request', () => {
  it('when the reference and the phone match (phone in any script, reference in any case), then the status shows', async () => {
    const { reference } = await placeOrder({ phone: '+971 50 123 4567' });
    const response = await track(reference.toLowerCase().replace('-', ' '), '+٩٧١٥٠١٢٣٤٥٦٧');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      kind: 'cake',
      status: 'new',
      date: siteDay(4),
      titleEn: 'Chocolate fudge cake',
      titleAr: 'كعكة الشوكولاتة',
      reference,
      time: null,
      placeEn: 'Marina',
      placeAr: 'المارينا',
      amount: 1,
      maxSeats: null,
      // The first minute of the pick-up day (Dubai), less the 48 hours of the default policy.
      changeUntil: new Date(new Date(siteDay(2)).getTime() - 4 * 3_600_000).toISOString(),
      changes: ['cancel', 'pickup'],
      calendar: true,
      lines: [{ nameEn: 'Chocolate fudge cake, Standard', nameAr: 'كعكة الشوكولاتة، عادي', quantity: 1 }],
      // What a move's date picker reads the days for.
      branchId: f.branchId,
      pickupCakes: `${f.cakeId}:1`,
    });
  });

  it('when a booking is tracked, then it shows its course and day', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 4, days: 20, titleEn: 'Macarons' });
    const booked = await request(t.app)
      .post('/api/Booking/AddCourseBooking')
      .send({ courseId, seats: 1, ...visitor() });
    const response = await track(answerOf('AddCourseBooking', booked).reference, '971501234567');
    expect(response.body).toMatchObject({
      kind: 'course',
      status: 'new',
      titleEn: 'Macarons',
      date: siteDay(20),
    });
  });

  it('when the phone is wrong, then the answer is the same 404 as for an unknown reference', async () => {
    const { reference } = await placeOrder();
    const wrongPhone = await track(reference, '+971 50 000 0000', '10.1.1.2');
    const unknown = await track('ZZZZ-ZZZZ', '+971 50 123 4567', '10.1.1.2');
    expect(wrongPhone.status).toBe(404);
    expect(wrongPhone.body).toEqual(unknown.body);
  });

  it('when an address misses five times, then the sixth look-up is 429 with Retry-After, even with the right pair', async () => {
    const { reference } = await placeOrder();
    for (let i = 0; i < 5; i += 1)
      expect((await track('ABCD-EFGH', '0501234567', '10.1.1.3')).status).toBe(404);
    const refused = await track(reference, '+971 50 123 4567', '10.1.1.3');
    expect(refused.status).toBe(429);
    expect(refusalOf(refused).code).toBe('track.too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await track(reference, '+971 50 123 4567', '10.1.1.4')).status).toBe(200);
  });
});

describe('the inbox', () => {
  it('when requests come in and one is confirmed, then the counts show the new ones only', async () => {
    const counts = async () =>
      answerOf(
        'GetInboxCounts',
        await request(t.app).get('/api/Order/GetInboxCounts').set('Authorization', t.auth),
      );
    const before = await counts();
    const { reference } = await placeOrder();
    await placeOrder();
    const { id } = answerOf(
      'GetCakeOrders',
      await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth),
    ).items[0]!;
    await request(t.app)
      .post('/api/Order/UpdateCakeOrderStatus')
      .set('Authorization', t.auth)
      .send({ id, status: 'confirmed' });
    expect(await counts()).toEqual({
      ...before,
      newCakeOrders: before.newCakeOrders + 1,
    });
  });

  it('when the staff search by name or reference, then digits in it are not read as a phone; typed as a phone, in any script, they are', async () => {
    const search = async (q: string) =>
      answerOf(
        'GetCakeOrders',
        await request(t.app)
          .get(`/api/Order/GetCakeOrders?q=${encodeURIComponent(q)}&pageSize=100`)
          .set('Authorization', t.auth),
      ).items.map((order) => order.customerName);
    await placeOrder({ customerName: 'Phone Match Marwa', phone: '+971 55 777 0421' });
    await placeOrder({ customerName: 'Named Search x0421', phone: '+971 50 123 4567' });
    expect(await search('Named Search x0421')).toEqual(['Named Search x0421']);
    expect(await search('777 0421')).toEqual(['Phone Match Marwa']);
    expect(await search('٧٧٧٠٤٢١')).toEqual(['Phone Match Marwa']);
  });

  it('when requests are exported, then the CSV starts with a BOM, keeps Arabic, and defuses formulas', async () => {
    await placeOrder({ customerName: '=HYPERLINK("http://evil")', notes: 'اتصلوا بعد الخامسة, شكرًا' });
    const response = await request(t.app)
      .get('/api/Order/ExportRequests')
      .set('Authorization', t.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('kind,reference,status');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"اتصلوا بعد الخامسة, شكرًا"');
    expect(text).toContain('كعكة الشوكولاتة');
  });

  it('when the export is bounded by days, then requests outside them are left out', async () => {
    const response = await request(t.app)
      .get('/api/Order/ExportRequests?from=2000-01-01T00:00:00.000Z&to=2000-01-02T00:00:00.000Z')
      .set('Authorization', t.auth);
    expect(response.text.trim().split('\r\n')).toHaveLength(1);
  });
});
