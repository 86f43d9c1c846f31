import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { makeRequestFixtures, siteDay } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';
import { holdsText, MAX_JSON_DEPTH, nestsDeeperThan } from './body-checks';

let t: SignedInApi;
let f: RequestFixtures;
beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const postJson = (path: string, text: string) =>
  request(t.app).post(path).set('Content-Type', 'application/json').send(text);

/** A valid order with `value` (raw JSON) in a field the schema does not know (and drops). */
const orderWith = (value: string) =>
  `{"cakeId":${f.cakeId},"quantity":1,"pickupDate":"${siteDay(10)}","branchId":${f.branchId},` +
  `"customerName":"Sara","phone":"+971 50 123 4567","language":"en","extra":${value}}`;

describe('nesting of JSON bodies', () => {
  it("when an order's body is 3,000 arrays deep (the probe's request), then 400 and the API still answers", async () => {
    const response = await postJson('/api/Order/AddCakeOrder', arrays(3000));
    expect(response.status).toBe(400);
    expect(refusalOf(response)).toEqual({
      error: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
      code: 'request.malformed',
    });
    expect((await request(t.app).get('/api/Cake/GetCakes')).status).toBe(200);
  });

  it('when a login is an object 2,500 deep, then 400', async () => {
    const response = await postJson('/api/Auth/Login', objects(2500));
    expect(response.status).toBe(400);
    expect(refusalOf(response).code).toBe('request.malformed');
  });

  it('when a body nests exactly to the limit, then it is taken; one level deeper is refused unparsed', async () => {
    // The order's own object is the first level.
    const atLimit = await postJson('/api/Order/AddCakeOrder', orderWith(arrays(MAX_JSON_DEPTH - 1)));
    expect(atLimit.status).toBe(201);
    const deeper = await postJson('/api/Order/AddCakeOrder', orderWith(arrays(MAX_JSON_DEPTH)));
    expect(refusalOf(deeper).error).toContain('nests deeper');
  });

  it('when brackets are only text inside a string, then they do not count as nesting', async () => {
    const response = await postJson(
      '/api/Order/AddCakeOrder',
      orderWith(JSON.stringify(`"[{\\${arrays(100)}`)),
    );
    expect(response.status).toBe(201);
    expect(answerOf('AddCakeOrder', response).reference).toMatch(/\w/);
  });
});

describe('field names of forms', () => {
  it('when a form field name nests (a[b][c]) or names a huge index (a[99999999]), then 400 at once', async () => {
    for (const name of ['a[b][c]', 'titleEn[99999999]']) {
      const started = performance.now();
      const response = await request(t.app)
        .post('/api/About/UpdateAboutData')
        .set('Authorization', t.auth)
        .field(name, 'x');
      expect(response.status, name).toBe(400);
      expect(refusalOf(response).code).toBe('request.malformed');
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});

describe('the walks over a body', () => {
  it('when a value is nested far deeper than any stack, then the text check walks it without recursion', () => {
    let deep: unknown = 'end\uD800';
    for (let level = 0; level < 200_000; level++) deep = level % 2 ? [deep] : { k: deep };
    expect(holdsText(deep, (text) => /\p{Cs}/u.test(text))).toBe(true);
    expect(holdsText(deep, (text) => text === 'absent')).toBe(false);
  });

  it('when JSON text is scanned, then escaped quotes and brackets in strings are skipped', () => {
    const bytes = (text: string) => Buffer.from(text);
    expect(nestsDeeperThan(bytes('[[1]]'), 2)).toBe(false);
    expect(nestsDeeperThan(bytes('[[[1]]]'), 2)).toBe(true);
    expect(nestsDeeperThan(bytes('["\\"[[[[", {"a": "]]]"}]'), 2)).toBe(false);
    expect(nestsDeeperThan(bytes('[][][][]'), 1)).toBe(false);
  });
});
