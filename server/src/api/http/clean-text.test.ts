import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { makeRequestFixtures, siteDay } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

let t: SignedInApi;
let f: RequestFixtures;
/** Listening, so a test sends exactly the bytes it means (supertest would serialise a Buffer). */
let server: Server;
let origin = '';

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
  server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

interface Sent {
  status: number;
  body: unknown;
}

async function sendBytes(path: string, contentType: string, bytes: Buffer, auth?: string): Promise<Sent> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(auth ? { authorization: auth } : {}) },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: await response.json() };
}

/** An order's JSON around a name written as raw text, so a test can put any bytes in it. */
const orderJson = (name: string) =>
  `{"cakeId":${f.cakeId},"quantity":1,"pickupDate":"${siteDay(10)}","branchId":${f.branchId},` +
  `"customerName":"${name}","phone":"+971 50 123 4567","language":"ar"}`;

const placeBytes = (bytes: Buffer) => sendBytes('/api/Order/AddCakeOrder', 'application/json', bytes);

/** The orders the staff find for `q` (their names, as stored). */
const namesFound = async (q: string) =>
  answerOf(
    'GetCakeOrders',
    await request(t.app)
      .get(`/api/Order/GetCakeOrders?q=${encodeURIComponent(q)}`)
      .set('Authorization', t.auth),
  ).items.map((order) => order.customerName);

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('text at the door', () => {
  it.each([
    ['a byte that is not UTF-8 (0xFF)', Buffer.from([0xff])],
    ['a cut-off sequence (0xC3 alone)', Buffer.from([0xc3])],
    ['a surrogate encoded in UTF-8 (ED A0 80)', Buffer.from([0xed, 0xa0, 0x80])],
  ])('when a JSON body holds %s, then 400 request.invalid_text and nothing is stored', async (_, bad) => {
    const name = `Broken ${bad.toString('hex')}`;
    const [head, tail] = orderJson(`${name} X`).split(' X');
    const response = await placeBytes(Buffer.concat([utf8(head ?? ''), bad, utf8(tail ?? '')]));
    expect(response.status).toBe(400);
    expect(refusalOf(response).code).toBe('request.invalid_text');
    expect(await namesFound(name)).toEqual([]);
  });

  it('when a JSON string holds a lone surrogate (\\ud800), then 400 request.invalid_text; a whole pair (a cake emoji) is fine', async () => {
    const lone = await placeBytes(utf8(orderJson('Lone \\ud800 Half')));
    expect(lone.status).toBe(400);
    expect(refusalOf(lone).code).toBe('request.invalid_text');
    expect(await namesFound('Lone')).toEqual([]);
    const pair = await placeBytes(utf8(orderJson('Whole \\ud83c\\udf82 Pair')));
    expect(pair.status).toBe(201);
    expect(await namesFound('Whole')).toEqual(['Whole 🎂 Pair']);
  });

  it('when the body starts with a byte-order mark, then it is dropped and the order stored as typed', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const response = await placeBytes(Buffer.concat([bom, utf8(orderJson('Marked Body'))]));
    expect(response.status).toBe(201);
    expect(await namesFound('Marked Body')).toEqual(['Marked Body']);
  });

  it('when the same Arabic name is typed decomposed (alef + madda), then it is stored composed and found either way', async () => {
    const composed = 'آمنة القحطاني';
    const decomposed = 'آمنة القحطاني'.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const response = await placeBytes(utf8(orderJson(decomposed)));
    expect(response.status).toBe(201);
    expect(await namesFound(composed)).toEqual([composed]);
    expect(await namesFound(decomposed)).toEqual([composed]);
  });

  it('when a form field holds bytes that are not UTF-8, then 400 request.invalid_text and nothing changes', async () => {
    const boundary = 'clean-text-boundary';
    const before = (await request(t.app).get('/api/About/GetAboutData')).text;
    const form = Buffer.concat([
      utf8(`--${boundary}\r\nContent-Disposition: form-data; name="titleEn"\r\n\r\nAbout `),
      Buffer.from([0xc3, 0x28]),
      utf8(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="titleAr"\r\n\r\nمن نحن\r\n`),
      utf8(`--${boundary}\r\nContent-Disposition: form-data; name="bodyEn"\r\n\r\nText\r\n`),
      utf8(`--${boundary}\r\nContent-Disposition: form-data; name="bodyAr"\r\n\r\nنص\r\n--${boundary}--\r\n`),
    ]);
    const response = await sendBytes(
      '/api/About/UpdateAboutData',
      `multipart/form-data; boundary=${boundary}`,
      form,
      t.auth,
    );
    expect(response.status).toBe(400);
    expect(refusalOf(response).code).toBe('request.invalid_text');
    expect((await request(t.app).get('/api/About/GetAboutData')).text).toBe(before);
  });

  it("when a custom cake's notes hold bytes that are not UTF-8 (41 FF C3 28 42), then 400 request.invalid_text and nothing is stored", async () => {
    const boundary = 'custom-cake-boundary';
    const field = (name: string, value: string) =>
      utf8(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const form = Buffer.concat([
      field('occasion', 'Wedding'),
      field('servings', '30'),
      field('pickupDate', siteDay(12)),
      field('branchId', String(f.branchId)),
      field('description', 'Three tiers with roses'),
      field('customerName', 'Invalid Notes'),
      field('phone', '+971 50 123 4567'),
      field('language', 'en'),
      utf8(`--${boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\n`),
      Buffer.from([0x41, 0xff, 0xc3, 0x28, 0x42]),
      utf8(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await sendBytes(
      '/api/CustomCake/AddCustomCakeRequest',
      `multipart/form-data; boundary=${boundary}`,
      form,
    );
    expect(response.status).toBe(400);
    expect(refusalOf(response).code).toBe('request.invalid_text');
    const listed = answerOf(
      'GetCustomCakeRequests',
      await request(t.app)
        .get('/api/CustomCake/GetCustomCakeRequests?q=Invalid%20Notes')
        .set('Authorization', t.auth),
    );
    expect(listed.items).toHaveLength(0);
  });
});
