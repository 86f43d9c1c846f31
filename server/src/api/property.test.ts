import { endpointList, isErrorCode } from '@cakeshop/shared';
import type { Endpoint } from '@cakeshop/shared';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { siteDay } from '../../test/support/requests';
import {
  addSignedInUser,
  dataSnapshot,
  loginToken,
  makePng,
  requestFor,
  signIn,
  startTestApi,
  refusalOf,
  answerOf,
} from '../../test/support/api';
import type { TestApi } from '../../test/support/api';

let t: TestApi;
let token: string;
let editorAuth: string;
/** Logout ends the session it is sent with: that row gets a session of its own. */
let logoutAuth: string;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApi();
  token = await loginToken(t.app);
  png = await makePng(64, 48);
  const auth = `Bearer ${token}`;
  // A little data, so random ids 1..3 often hit real rows.
  for (let i = 0; i < 3; i += 1) {
    await request(t.app)
      .post('/api/CakeCategory/AddCakeCategory')
      .set('Authorization', auth)
      .send({ nameEn: `C${i}`, nameAr: `ف${i}` });
    await request(t.app)
      .post('/api/Category/AddCategory')
      .set('Authorization', auth)
      .send({ nameEn: `K${i}`, nameAr: `ك${i}` });
    await request(t.app)
      .post('/api/FAQ/AddFAQ')
      .set('Authorization', auth)
      .send({ questionEn: 'Q', questionAr: 'س', answerEn: 'A', answerAr: 'ج' });
  }
  editorAuth = (await addSignedInUser(t.app, auth, 'property.editor', 'editor')).auth;
  logoutAuth = await signIn(t.app, 'admin@example.com', 'correct horse battery staple');
  // Requests to look up, move and count, so random ids and references sometimes hit real rows.
  const cake = await request(t.app)
    .post('/api/Cake/AddCake')
    .set('Authorization', auth)
    .field('nameEn', 'Cake')
    .field('nameAr', 'كعكة')
    .field('price', '10')
    .field('cakeCategoryId', '1');
  const course = await request(t.app)
    .post('/api/Course/AddCourse')
    .set('Authorization', auth)
    .field('titleEn', 'Course')
    .field('titleAr', 'دورة')
    .field('price', '10')
    .field('categoryId', '1')
    .field('seats', '3');
  await request(t.app)
    .post('/api/ContactUs/UpdateContactUs')
    .set('Authorization', auth)
    .send({ branches: [{ nameEn: 'B', nameAr: 'ف', addressEn: 'A', addressAr: 'ع' }] });
  const visitor = { customerName: 'Sara', phone: '0501234567', language: 'en' };
  for (let i = 0; i < 2; i += 1) {
    await request(t.app)
      .post('/api/Order/AddCakeOrder')
      .send({
        cakeId: answerOf('AddCake', cake).id,
        quantity: 1,
        pickupDate: siteDay(5),
        branchId: 1,
        ...visitor,
      });
    await request(t.app)
      .post('/api/Booking/AddCourseBooking')
      .send({ courseId: answerOf('AddCourse', course).id, seats: 1, ...visitor });
  }
});
afterAll(() => t.close());

const snapshot = () => dataSnapshot(t.dataDir);

const keysOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** Names the schema knows (in any letter case) and names it does not. */
const keyArb = (schema: z.ZodType | undefined) => {
  const known = keysOf(schema);
  const randomCase = known.length
    ? fc
        .tuple(fc.constantFrom(...known), fc.boolean())
        .map(([key, upper]) => (upper ? key.toUpperCase() : key))
    : fc.constant('x');
  return fc.oneof(
    randomCase,
    fc.constantFrom(...(known.length ? known : ['x'])),
    fc.string({ maxLength: 8 }),
  );
};

const textArb = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1',
    '-1',
    '1.005',
    'true',
    'https://example.com',
    'a@b.co',
    '2030-01-01T00:00:00.000Z',
    '3',
    '٣',
    'new',
    'confirmed',
    'cancelled',
    '+971 50 123 4567',
    'en',
    'ar',
  ),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);
const valueArb = fc.oneof(
  textArb,
  fc.integer({ min: -5, max: 5 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(textArb, { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), textArb, { maxKeys: 2 }),
);

function requestArb(endpoint: Endpoint) {
  return fc.record({
    query: fc.dictionary(keyArb(endpoint.query), textArb, { maxKeys: 5 }),
    json: fc.oneof(
      fc.dictionary(keyArb(endpoint.body), valueArb, { maxKeys: 8 }),
      fc.constantFrom('{"broken": ', '[]', '"text"', 'null'),
    ),
    form: fc.dictionary(keyArb(endpoint.body), textArb, { maxKeys: 8 }),
    file: fc.option(
      fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(undefined).map(() => png),
      ),
    ),
    signedIn: fc.constantFrom('no' as const, 'owner' as const, 'editor' as const),
  });
}

type Sample = ReturnType<typeof requestArb> extends fc.Arbitrary<infer S> ? S : never;

function send(endpoint: Endpoint, sample: Sample) {
  const query = new URLSearchParams(sample.query).toString();
  const url = query ? `${endpoint.path}?${query}` : endpoint.path;
  let req = requestFor(t.app, endpoint, url);
  const owner = endpoint.name === 'Logout' ? logoutAuth : `Bearer ${token}`;
  if (sample.signedIn !== 'no')
    req = req.set('Authorization', sample.signedIn === 'owner' ? owner : editorAuth);
  if (endpoint.input === 'json') {
    req =
      typeof sample.json === 'string'
        ? req.set('Content-Type', 'application/json').send(sample.json)
        : req.send(sample.json);
  }
  if (endpoint.input === 'multipart' || endpoint.input === 'file') {
    for (const [key, value] of Object.entries(sample.form)) if (key) req = req.field(key, value);
    if (sample.file)
      req = req.attach(endpoint.input === 'file' ? 'file' : 'image', sample.file, 'upload.bin');
  }
  return req;
}

describe('random requests to every endpoint', () => {
  it.each(endpointList.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'when %s gets random input, then it never answers 5xx and a refused request changes nothing',
    async (_label, endpoint) => {
      // These cost a scrypt hash each (or a whole backup); fewer runs keep the suite quick.
      const slow = ['Login', 'AddUser', 'ChangePassword', 'DownloadBackup'];
      const numRuns = slow.includes(endpoint.name) ? 10 : 40;
      await fc.assert(
        fc.asyncProperty(requestArb(endpoint), async (sample) => {
          const before = await snapshot();
          const response = await send(endpoint, sample);
          expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
          if (response.status >= 400) {
            const refusal = refusalOf(response);
            expect(isErrorCode(refusal.code), JSON.stringify(response.body)).toBe(true);
            // The contract's fields and nothing else (the schema drops any other).
            expect(response.body).toEqual(refusal);
            expect(await snapshot()).toBe(before);
          } else if (endpoint.response) {
            const body: unknown = endpoint.produces ? response.text : response.body;
            expect(endpoint.response.safeParse(body).error).toBeUndefined();
          }
        }),
        { numRuns },
      );
    },
  );
});
