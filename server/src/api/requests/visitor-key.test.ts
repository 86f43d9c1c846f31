import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

let t: SignedInApi;
let f: RequestFixtures;

const placeOrder = (phone: string) =>
  request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId: f.cakeId,
      quantity: 1,
      pickupDate: siteDay(4),
      branchId: f.branchId,
      ...visitor({ phone }),
    });

const track = (reference: string, phone: string, address: string) =>
  request(t.app)
    .get(
      `/api/Order/TrackRequest?reference=${encodeURIComponent(reference)}&phone=${encodeURIComponent(phone)}`,
    )
    .set('X-Forwarded-For', address);

/** The same reference as an Arabic keyboard types its digits. */
const arabicDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

describe('a visitor’s phone and reference, however typed', () => {
  it('when an order is placed with +971 50 987 6543, then it is stored in E.164 and found by 0509876543, 00971…, Arabic-Indic digits', async () => {
    const placed = answerOf('AddCakeOrder', await placeOrder('+971 50 987 6543'));
    const typed = ['0509876543', '00971509876543', '050-987-6543', '٠٥٠ ٩٨٧ ٦٥٤٣', '+971509876543'];
    for (const [index, phone] of typed.entries())
      expect((await track(placed.reference, phone, `10.3.0.${index}`)).status, phone).toBe(200);
    const stored = answerOf(
      'GetCakeOrders',
      await request(t.app).get(`/api/Order/GetCakeOrders?q=${placed.reference}`).set('Authorization', t.auth),
    ).items[0];
    expect(stored?.phone).toBe('+971509876543');
  });

  it('when an order is placed with 0509876543, then +971 50 987 6543 finds it, and the staff find it by the number as dialled at home', async () => {
    const placed = answerOf('AddCakeOrder', await placeOrder('050 987 6544'));
    expect((await track(placed.reference, '+971 50 987 6544', '10.3.1.1')).status).toBe(200);
    const found = answerOf(
      'GetCakeOrders',
      await request(t.app).get('/api/Order/GetCakeOrders?q=050%20987%206544').set('Authorization', t.auth),
    ).items.map((order) => order.reference);
    expect(found).toEqual([placed.reference]);
  });

  it('when the reference is typed in lower case or with Arabic-Indic digits, then it is found', async () => {
    let reference = '';
    // A reference with a digit in it, so the Arabic keyboard's digits are put to the test.
    while (!/\d/.test(reference))
      reference = answerOf('AddCakeOrder', await placeOrder('0509876545')).reference;
    expect((await track(arabicDigits(reference.toLowerCase()), '0509876545', '10.3.2.1')).status).toBe(200);
  });

  it('when the phone is no phone number, then the order is refused beside the phone and nothing is stored', async () => {
    const refused = await placeOrder('12 34 56');
    expect(refused.status).toBe(400);
    expect(refusalOf(refused)).toMatchObject({ code: 'phone.invalid', details: [{ path: 'phone' }] });
  });

  it('when a reference is malformed, then it is refused as malformed and not counted as a guess', async () => {
    const placed = answerOf('AddCakeOrder', await placeOrder('0509876546'));
    for (let i = 0; i < 8; i += 1) {
      const malformed = await track('abc', '0509876546', '10.3.3.1');
      expect(malformed.status).toBe(400);
      expect(refusalOf(malformed)).toMatchObject({
        code: 'reference.malformed',
        details: [{ path: 'reference' }],
      });
    }
    expect((await track(placed.reference, '0509876546', '10.3.3.1')).status).toBe(200);
  });
});
