import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import {
  addCategory,
  answerOf,
  cakeFields,
  makeJpeg,
  makePng,
  postForm,
  refusalOf,
  startSignedInApi,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { heavyPng } from '../../../../scripts/lib/heavy-png.mjs';

let t: SignedInApi;
let branchId: number;
let address = 0;
const PHONE = '+971 50 765 4321';

beforeAll(async () => {
  t = await startSignedInApi();
  branchId = (await makeRequestFixtures(t)).branchId;
});
afterAll(() => t.close());

const from = () => `10.8.0.${(address += 1)}`;

function ask(fields: Record<string, string | number> = {}, pictures: Buffer[] = [], ip = from()) {
  let req = request(t.app).post('/api/CustomCake/AddCustomCakeRequest').set('X-Forwarded-For', ip);
  const body = {
    occasion: 'Wedding',
    servings: 40,
    pickupDate: siteDay(10),
    branchId,
    budget: '900',
    description: 'Three tiers, white roses, gold leaf',
    ...visitor({ phone: PHONE }),
    ...fields,
  };
  for (const [key, value] of Object.entries(body)) req = req.field(key, String(value));
  for (const [i, bytes] of pictures.entries()) req = req.attach('pictures', bytes, `ref-${i}.png`);
  return req;
}

const count = async () =>
  answerOf(
    'GetCustomCakeRequests',
    await request(t.app).get('/api/CustomCake/GetCustomCakeRequests').set('Authorization', t.auth),
  ).totalCount;

async function byReference(reference: string) {
  return answerOf(
    'GetCustomCakeRequests',
    await request(t.app)
      .get(`/api/CustomCake/GetCustomCakeRequests?q=${reference}`)
      .set('Authorization', t.auth),
  ).items[0]!;
}

const quote = (id: number, extra: Record<string, unknown> = {}) =>
  request(t.app)
    .post('/api/CustomCake/QuoteCustomCake')
    .set('Authorization', t.auth)
    .send({ id, price: 950, deposit: 300, depositDue: siteDay(4), note: 'Gold leaf included', ...extra });

const answerQuote = (reference: string, answer: 'accept' | 'decline', phone = PHONE) =>
  request(t.app).post('/api/CustomCake/AnswerCustomCakeQuote').send({ reference, phone, answer });

const track = async (reference: string) =>
  answerOf(
    'TrackRequest',
    await request(t.app).get(
      `/api/Order/TrackRequest?reference=${reference}&phone=${encodeURIComponent(PHONE)}`,
    ),
  );

describe('a custom-cake request', () => {
  it('when it comes with two pictures and its quote is accepted (twice), then one cake order is made and its balance follows the payments', async () => {
    const sent = await ask({}, [await makePng(900, 700), await makeJpeg(640, 480)]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { reference } = answerOf('AddCustomCakeRequest', sent);
    const asked = await byReference(reference);
    expect(asked).toMatchObject({
      status: 'new',
      occasion: 'Wedding',
      servings: 40,
      budget: 900,
      quote: null,
    });
    expect(asked.pictures).toHaveLength(2);
    for (const picture of asked.pictures) {
      const file = await request(t.app).get(picture.imageUrl);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
    }
    // Nothing to answer before the staff quote.
    expect(refusalOf(await answerQuote(reference, 'accept')).code).toBe('custom.no_quote');

    const quoted = answerOf('QuoteCustomCake', await quote(asked.id, { expectedStatus: 'new' }));
    expect(quoted.status).toBe('quoted');
    expect(quoted.quote).toMatchObject({ price: 950, deposit: 300, note: 'Gold leaf included' });
    expect(await track(reference)).toMatchObject({
      kind: 'custom',
      status: 'quoted',
      titleEn: 'Custom cake — Wedding',
      quote: { price: 950, deposit: 300 },
    });

    const accepted = answerOf('AnswerCustomCakeQuote', await answerQuote(reference, 'accept'));
    expect(accepted.status).toBe('accepted');
    const again = answerOf('AnswerCustomCakeQuote', await answerQuote(reference, 'accept'));
    expect(again).toEqual(accepted);
    const declineAfter = await answerQuote(reference, 'decline');
    expect(declineAfter.status).toBe(409);
    expect(refusalOf(declineAfter).code).toBe('custom.quote_answered');

    const orders = answerOf(
      'GetCakeOrders',
      await request(t.app)
        .get(`/api/Order/GetCakeOrders?q=${accepted.orderReference}`)
        .set('Authorization', t.auth),
    ).items;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      cakeNameEn: 'Custom cake — Wedding',
      quantity: 1,
      total: 950,
      status: 'new',
    });
    expect((await byReference(reference)).orderReference).toBe(accepted.orderReference);

    const paid = await request(t.app)
      .post('/api/Order/RecordOrderPayment')
      .set('Authorization', t.auth)
      .send({ orderId: orders[0]!.id, amount: 300, method: 'transfer', paidOn: siteDay(2) });
    expect(answerOf('RecordOrderPayment', paid)).toMatchObject({ total: 950, paid: 300, balance: 650 });
    expect((await track(reference)).payment).toMatchObject({ total: 950, paid: 300, balance: 650 });
    expect((await track(accepted.orderReference!)).payment).toMatchObject({
      total: 950,
      paid: 300,
      balance: 650,
    });
  });

  it('when a fourth picture or a file that is not a picture comes, then it is refused and nothing is stored', async () => {
    const before = await count();
    const png = await makePng(200, 200);
    const four = await ask({}, [png, png, png, png]);
    expect(four.status).toBe(400);
    expect(refusalOf(four).code).toBe('custom.too_many_pictures');
    const text = await ask({}, [png, Buffer.from('name,amount\n=1+2,3\n')]);
    expect(text.status).toBe(415);
    expect(refusalOf(text).code).toBe('image.unsupported');
    expect(await count()).toBe(before);
  });

  it('when the wrong phone answers, or two staff quote at once, then nothing changes for the loser', async () => {
    const { reference } = answerOf('AddCustomCakeRequest', await ask());
    const { id } = await byReference(reference);
    const wrong = await answerQuote(reference, 'accept', '+971 50 000 0000');
    expect(wrong.status).toBe(404);
    const [one, two] = await Promise.all([
      quote(id, { expectedStatus: 'new' }),
      quote(id, { expectedStatus: 'new', price: 990 }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(refusalOf(one.status === 409 ? one : two).code).toBe('request.changed');
    expect(answerOf('AnswerCustomCakeQuote', await answerQuote(reference, 'decline')).status).toBe(
      'declined',
    );
    expect(
      answerOf('AnswerCustomCakeQuote', await answerQuote(reference, 'decline')).orderReference,
    ).toBeNull();
    expect(refusalOf(await answerQuote(reference, 'accept')).code).toBe('custom.quote_answered');
  });

  it('when a visitor types HTML or a spreadsheet formula, then it is stored as text and the CSV defuses it', async () => {
    const { reference } = answerOf(
      'AddCustomCakeRequest',
      await ask({
        occasion: '<b>Party</b>',
        description: '=HYPERLINK("http://evil","click")',
        customerName: '@SUM(1+1)',
      }),
    );
    expect((await byReference(reference)).occasion).toBe('<b>Party</b>');
    const csv = await request(t.app).get('/api/Order/ExportRequests').set('Authorization', t.auth);
    const line = csv.text.split('\r\n').find((row) => row.includes(reference))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"",""click"")"`);
    expect(line).toContain("'@SUM(1+1)");
    expect(line.startsWith('custom,')).toBe(true);
  });

  it('when an address has sent its hourly share, then the next request is refused with 429', async () => {
    const limited = await startSignedInApi({ requestsPerHour: 1 });
    const { branchId: branch } = await makeRequestFixtures(limited);
    const send = () =>
      request(limited.app)
        .post('/api/CustomCake/AddCustomCakeRequest')
        .field('occasion', 'Birthday')
        .field('servings', '12')
        .field('pickupDate', siteDay(10))
        .field('branchId', String(branch))
        .field('description', 'A unicorn with a rainbow mane')
        .field('customerName', 'Lina')
        .field('phone', PHONE)
        .field('language', 'ar');
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await limited.close();
  });
});

describe('pictures come last', () => {
  /** Three pictures of 39.7 MP each: seconds of decoding, were they decoded. */
  const heavy = () => [heavyPng(), heavyPng(), heavyPng()];
  const timed = async (req: request.Test) => {
    const started = performance.now();
    const response = await req;
    return { response, ms: performance.now() - started };
  };

  it('when a request with three heavy pictures is refused for its branch, its day, its phone, or is a bot (honeypot), then it answers without decoding them', async () => {
    const pictures = heavy();
    const before = await count();
    const refusedFields: Record<string, string | number>[] = [
      { branchId: 999_999 },
      { pickupDate: siteDay(400) },
      // No phone number in the shop's country nor any other.
      { phone: '12 34 56' },
    ];
    for (const fields of refusedFields) {
      const { response, ms } = await timed(ask(fields, pictures));
      expect(response.status).toBe(400);
      // Decoding them takes well over a second on this machine; refused unread, a few ms.
      expect(ms).toBeLessThan(500);
    }
    const bot = await timed(ask({ website: 'https://spam.example' }, pictures));
    expect(bot.response.status).toBe(201);
    expect(bot.ms).toBeLessThan(500);
    expect(await count()).toBe(before);
  });

  it('when an address sends requests with pictures that are refused, then they count against its hourly limit', async () => {
    const limited = await startSignedInApi({ requestsPerHour: 2 });
    const { branchId: branch } = await makeRequestFixtures(limited);
    const send = (branchField: number) =>
      request(limited.app)
        .post('/api/CustomCake/AddCustomCakeRequest')
        .field('occasion', 'Birthday')
        .field('servings', '12')
        .field('pickupDate', siteDay(10))
        .field('branchId', String(branchField))
        .field('description', 'A unicorn with a rainbow mane')
        .field('customerName', 'Lina')
        .field('phone', PHONE)
        .field('language', 'ar')
        .attach('pictures', heavyPng(100), 'idea.png');
    expect((await send(999_999)).status).toBe(400);
    expect((await send(999_999)).status).toBe(400);
    expect((await send(branch)).status).toBe(429);
    await limited.close();
  });
});

describe("a visitor's pictures", () => {
  it("when asked for by name alone, then 404; through the signed link in the staff's answer, private until it expires; a cake's picture stays public", async () => {
    const sent = await ask({ customerName: 'Private Pictures' }, [await makePng(900, 700, '#3a7')]);
    expect(sent.status).toBe(201);
    const listed = answerOf(
      'GetCustomCakeRequests',
      await request(t.app)
        .get('/api/CustomCake/GetCustomCakeRequests?q=Private%20Pictures')
        .set('Authorization', t.auth),
    );
    const picture = listed.items[0]!.pictures[0]!;
    const link = new URL(picture.imageUrl, 'http://x');
    expect(link.searchParams.get('access')).toMatch(/^\d+\./);

    const signed = await request(t.app).get(`${link.pathname}${link.search}`);
    expect(signed.status).toBe(200);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(signed.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3600);
    expect(maxAge).toBeLessThanOrEqual(7200);

    const bare = await request(t.app).get(link.pathname);
    expect(bare.status).toBe(404);
    const access = link.searchParams.get('access')!;
    const altered = `${access.slice(0, -1)}${access.endsWith('A') ? 'B' : 'A'}`;
    expect((await request(t.app).get(`${link.pathname}?access=${altered}`)).status).toBe(404);
    // The signature names its file: it opens no other picture of the request.
    const smaller = picture.imageSrcset!.split(', ')[0]!.split(' ')[0]!;
    const other = new URL(smaller, 'http://x').pathname;
    expect(other).not.toBe(link.pathname);
    expect((await request(t.app).get(`${other}?access=${access}`)).status).toBe(404);
    expect(
      (await request(t.app).get(new URL(smaller, 'http://x').pathname + new URL(smaller, 'http://x').search))
        .status,
    ).toBe(200);

    const cake = await postForm(
      t,
      '/api/Cake/AddCake',
      cakeFields(await addCategory(t, '/api/CakeCategory/AddCakeCategory', 'Shown')),
    ).attach('image', await makePng(900, 700, '#a37'), 'cake.png');
    const cakeUrl = answerOf('AddCake', cake).imageUrl!;
    const shown = await request(t.app).get(cakeUrl);
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
