import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import { schemas } from '@cakeshop/shared';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { createLogger } from '../src/logger';
import { builtApp } from './support/built-app';
import { headOfUpload, multipart, MULTIPART_TYPE, streamLarge, type Part } from './support/multipart';
import { staffOf, type Staff } from './support/staff';
import { open, type Visitor } from './support/visitor';

let app: CakeshopApp['app'];
let origin = '';
let staff: Staff;
const logs: { level: number; msg: string }[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logs.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  app = (await builtApp({ TRUST_PROXY: '1', REQUESTS_PER_HOUR: '100' }, createLogger('warn', sink))).app;
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  staff = await staffOf(app, 'admin@example.com', 'correct horse battery staple');
});

const ERROR_LEVEL = 50;

describe('what is sent to a page other than a read', () => {
  it.each([
    ['POST', '/', 'GET, HEAD'],
    ['POST', '/cakes', 'GET, HEAD'],
    ['POST', '/dashboard', 'GET, HEAD'],
    ['PUT', '/track', 'GET, HEAD, POST'],
    ['DELETE', '/basket', 'GET, HEAD, POST'],
  ])(
    'when %s %s, then 405 naming what the page allows, and no error is logged',
    async (method, path, allow) => {
      const before = logs.filter((line) => line.level >= ERROR_LEVEL).length;
      const verbs = {
        POST: () => request(app).post(path),
        PUT: () => request(app).put(path),
        DELETE: () => request(app).delete(path),
      };
      const response = await verbs[method as keyof typeof verbs]()
        .set('Accept', 'text/html')
        .type('form')
        .send('a=1');
      expect(response.status).toBe(405);
      expect(response.headers['allow']).toBe(allow);
      expect(logs.filter((line) => line.level >= ERROR_LEVEL)).toHaveLength(before);
    },
  );
});

/** A custom-cake request as the page's form posts it, its token first. */
async function customCakeParts(page: Visitor, notes: string | Buffer): Promise<Part[]> {
  const branches = schemas.GetBranchs.response.parse(
    (await request(app).get('/api/ContactUs/GetBranchs')).body,
  );
  const days = schemas.GetPickupDays.response.parse(
    (await request(app).get(`/api/Order/GetPickupDays?branchId=${branches[0]!.id}`)).body,
  ).days;
  return [
    { name: '_csrf', value: page.hidden._csrf },
    { name: 'idempotencyKey', value: page.hidden.idempotencyKey },
    { name: 'occasion', value: 'Wedding' },
    { name: 'servings', value: '40' },
    { name: 'pickupDate', value: days.find((day) => day.state === 'open')!.date.slice(0, 10) },
    { name: 'branchId', value: String(branches[0]!.id) },
    { name: 'description', value: 'Three tiers, white roses' },
    { name: 'customerName', value: 'Mona Picture' },
    { name: 'phone', value: '+971 50 555 0101' },
    { name: 'language', value: 'en' },
    { name: 'notes', value: notes },
  ];
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#d4a' } })
    .png()
    .toBuffer();

const postBytes = (path: string, cookie: string, body: Buffer, type = MULTIPART_TYPE) =>
  request(app)
    .post(path)
    .set('Accept', 'text/html')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', '10.9.0.1')
    .set('Content-Type', type)
    .send(body);

describe('the custom-cake form without script (multipart)', () => {
  it('when it is right, with a picture, then 303 and the staff see the request with its picture', async () => {
    const page = await open(app, '/custom-cake', 'en', '10.9.0.1');
    const parts = await customCakeParts(page, 'Please call after 5');
    parts.push({ name: 'pictures', filename: 'idea.png', type: 'image/png', bytes: await png() });
    const response = await postBytes('/custom-cake', page.cookie, multipart(parts));
    expect(response.status).toBe(303);
    const listed = schemas.GetCustomCakeRequests.response.parse(
      (await staff.get('/api/CustomCake/GetCustomCakeRequests?q=Mona%20Picture')).body,
    );
    expect(listed.items[0]?.pictures).toHaveLength(1);
  });

  it('when a text field holds bytes that are not UTF-8 (41 FF C3 28 42), then 400 and nothing is stored', async () => {
    const page = await open(app, '/custom-cake', 'en', '10.9.0.1');
    const parts = await customCakeParts(page, Buffer.from([0x41, 0xff, 0xc3, 0x28, 0x42]));
    parts[7] = { name: 'customerName', value: 'Mona Bytes' };
    const response = await postBytes('/custom-cake', page.cookie, multipart(parts));
    expect(response.status).toBe(400);
    const listed = schemas.GetCustomCakeRequests.response.parse(
      (await staff.get('/api/CustomCake/GetCustomCakeRequests?q=Mona%20Bytes')).body,
    );
    expect(listed.items).toHaveLength(0);
  });

  it('when its first part is a picture, or its token is wrong, then the "send it again" notice (403) before any picture is read', async () => {
    const page = await open(app, '/custom-cake', 'en', '10.9.0.1');
    const picture: Part = { name: 'pictures', filename: 'idea.png', type: 'image/png', bytes: await png() };
    const parts = await customCakeParts(page, '');
    for (const sent of [
      [picture, ...parts],
      [{ name: '_csrf', value: 'forged' }, ...parts.slice(1), picture],
    ]) {
      const response = await postBytes('/custom-cake', page.cookie, multipart(sent));
      expect(response.status).toBe(403);
      expect(response.headers['connection']).toBe('close');
    }
  });

  it('when the body is not multipart as a browser writes it, then 400, not 413', async () => {
    const page = await open(app, '/custom-cake', 'en', '10.9.0.1');
    const parts = await customCakeParts(page, '');
    const cut = multipart(parts).subarray(0, 400);
    expect((await postBytes('/custom-cake', page.cookie, cut)).status).toBe(400);
    const garbage = Buffer.concat([Buffer.from(`--x\r\nfoo\r\n\r\n`), Buffer.alloc(2000, 0xfe)]);
    expect(
      (await postBytes('/custom-cake', page.cookie, garbage, 'multipart/form-data; boundary=x')).status,
    ).toBe(400);
    expect((await postBytes('/custom-cake', page.cookie, garbage, 'multipart/form-data')).status).toBe(400);
  });

  it('when a page whose form has no pictures gets multipart, then 415 unread', async () => {
    const page = await open(app, '/basket', 'en', '10.9.0.1');
    const response = await postBytes(
      '/basket',
      page.cookie,
      multipart([{ name: '_csrf', value: page.hidden._csrf }]),
    );
    expect(response.status).toBe(415);
  });
});

describe('a large upload to a page form without the anti-forgery secret', () => {
  it('when 20 MB of multipart comes to /basket with no token cookie, then 403 before the body is read', async () => {
    const head = headOfUpload([], { name: 'pictures', filename: 'big.png' });
    const answer = await streamLarge(
      origin,
      '/basket',
      { 'content-type': MULTIPART_TYPE, accept: 'text/html', 'content-length': String(20 * 1024 * 1024) },
      head,
      20 * 1024 * 1024,
    );
    expect(answer.status).toBe(403);
    expect(answer.sentBeforeAnswer).toBeLessThan(10 * 1024 * 1024);
  });

  it('when 20 MB of pictures come to /custom-cake with a forged token first, then 403 before the pictures are read', async () => {
    const page = await open(app, '/custom-cake', 'en', '10.9.0.1');
    const head = headOfUpload([{ name: '_csrf', value: 'forged' }], {
      name: 'pictures',
      filename: 'big.png',
    });
    const answer = await streamLarge(
      origin,
      '/custom-cake',
      {
        'content-type': MULTIPART_TYPE,
        accept: 'text/html',
        cookie: page.cookie,
        'content-length': String(20 * 1024 * 1024),
      },
      head,
      20 * 1024 * 1024,
    );
    expect(answer.status).toBe(403);
    expect(answer.sentBeforeAnswer).toBeLessThan(10 * 1024 * 1024);
  });
});
