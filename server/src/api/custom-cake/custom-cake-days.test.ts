import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';

let t: SignedInApi;
let branchId: number;
let cakeId: number;
let address = 0;
const PHONE = '0507654321';

beforeAll(async () => {
  t = await startSignedInApi();
  ({ branchId, cakeId } = await makeRequestFixtures(t));
});
afterAll(() => t.close());

const ask = (pickupDate: string) => {
  let req = request(t.app)
    .post('/api/CustomCake/AddCustomCakeRequest')
    .set('X-Forwarded-For', `10.9.0.${(address += 1)}`);
  const body = {
    occasion: 'Wedding',
    servings: 40,
    pickupDate,
    branchId,
    description: 'Three tiers, white roses, gold leaf',
    ...visitor({ phone: PHONE }),
  };
  for (const [key, value] of Object.entries(body)) req = req.field(key, String(value));
  return req;
};

/**
 * The branch's calendar: the week's open days (0 is Sunday), dated closures, a daily cap; saved
 * as the staff confirm it when it closes a day that holds requests (their visitors are told).
 */
const calendar = (body: { week?: number[] | null; closed?: string[]; dailyCapacity?: number | null }) =>
  request(t.app)
    .post('/api/ContactUs/UpdateBranchCalendar')
    .set('Authorization', t.auth)
    .send({
      branchId,
      week: body.week ? body.week.map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' })) : null,
      exceptions: (body.closed ?? []).map((day) => ({
        from: day,
        to: day,
        closed: true,
        noteEn: 'Eid',
        noteAr: 'العيد',
      })),
      orderCutoff: null,
      dailyCapacity: body.dailyCapacity ?? null,
      closeRequests: true,
    })
    .expect(200);

const idOf = async (reference: string) =>
  answerOf(
    'GetCustomCakeRequests',
    await request(t.app)
      .get(`/api/CustomCake/GetCustomCakeRequests?q=${reference}`)
      .set('Authorization', t.auth),
  ).items[0]!.id;

const quote = (id: number, extra: Record<string, unknown> = {}) =>
  request(t.app)
    .post('/api/CustomCake/QuoteCustomCake')
    .set('Authorization', t.auth)
    .send({ id, price: 950, deposit: 300, depositDue: siteDay(4), ...extra });

const accept = (reference: string) =>
  request(t.app)
    .post('/api/CustomCake/AnswerCustomCakeQuote')
    .send({ reference, phone: PHONE, answer: 'accept' });

/** A request for `day`, quoted, with its reference and id. */
async function quoted(day: string) {
  const { reference } = answerOf('AddCustomCakeRequest', await ask(day).expect(201));
  const id = await idOf(reference);
  await quote(id).expect(200);
  return { reference, id };
}

const weekdayOf = (iso: string) => new Date(iso).getUTCDay();

describe('a custom cake’s day, checked as every order’s', () => {
  it('when it is asked for a weekly closed day, a dated closure or too soon, then it is refused with that reason', async () => {
    const closedWeekday = weekdayOf(siteDay(12));
    await calendar({
      week: [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== closedWeekday),
      closed: [siteDay(13)],
    });
    try {
      const weekly = await ask(siteDay(12));
      expect(weekly.status).toBe(400);
      expect(refusalOf(weekly)).toMatchObject({ code: 'pickup.closed', details: [{ path: 'pickupDate' }] });
      expect(refusalOf(await ask(siteDay(13)))).toMatchObject({ code: 'pickup.closed' });
      // The site's default notice is 3 open days.
      expect(refusalOf(await ask(siteDay(1)))).toMatchObject({ code: 'pickup.too_soon' });
      expect((await ask(siteDay(14))).status).toBe(201);
    } finally {
      await calendar({});
    }
  });

  it('when the staff quote for a day closed since, then it is refused; quoted for another day, the order is for that day', async () => {
    const { reference, id } = await quoted(siteDay(20));
    await calendar({ closed: [siteDay(20)] });
    try {
      expect(refusalOf(await quote(id))).toMatchObject({ code: 'pickup.closed' });
      const requoted = await quote(id, { pickupDate: siteDay(21) });
      expect(requoted.status).toBe(200);
      expect(requoted.body).toMatchObject({ pickupDate: siteDay(21) });
      const { orderReference } = answerOf('AnswerCustomCakeQuote', await accept(reference).expect(200));
      const orders = answerOf(
        'GetCakeOrders',
        await request(t.app).get(`/api/Order/GetCakeOrders?q=${orderReference}`).set('Authorization', t.auth),
      );
      expect(orders.items[0]).toMatchObject({ pickupDate: siteDay(21), status: 'new' });
    } finally {
      await calendar({});
    }
  });

  it('when the quote is accepted for a day that closed or filled up since, then no order is made and the visitor is told why', async () => {
    const closing = await quoted(siteDay(25));
    const filling = await quoted(siteDay(26));
    await calendar({ closed: [siteDay(25)], dailyCapacity: 1 });
    try {
      expect(refusalOf(await accept(closing.reference))).toMatchObject({ code: 'pickup.closed' });
      // Another cake takes the day's one place.
      const other = await request(t.app)
        .post('/api/Order/AddCakeOrder')
        .send({
          ...visitor(),
          cakeId,
          quantity: 1,
          pickupDate: siteDay(26),
          branchId,
        });
      expect(other.status, JSON.stringify(other.body)).toBe(201);
      const full = await accept(filling.reference);
      expect(full.status).toBe(409);
      expect(refusalOf(full)).toMatchObject({ code: 'pickup.full' });
      const tracked = await request(t.app).get(
        `/api/Order/TrackRequest?reference=${filling.reference}&phone=${PHONE}`,
      );
      expect(tracked.body).toMatchObject({ status: 'quoted', orderReference: null });
    } finally {
      await calendar({});
    }
  });
});
