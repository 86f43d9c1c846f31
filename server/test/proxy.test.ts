import { errorBody } from '@cakeshop/shared';
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { cookiesOf, startApp, startStub } from './helpers';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  cookie?: string;
  requestId?: string;
  idempotencyKey?: string;
  forwardedFor?: string;
  host?: string;
  contentType?: string;
  body: Buffer;
}

const seen: Seen[] = [];
const openUpstream = new Set<ServerResponse>();

async function record(req: IncomingMessage): Promise<Seen> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const entry: Seen = {
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    cookie: req.headers.cookie,
    requestId: req.headers['x-request-id'] as string | undefined,
    idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    host: req.headers.host,
    contentType: req.headers['content-type'],
    body: Buffer.concat(chunks),
  };
  seen.push(entry);
  return entry;
}

let backendUrl = '';
let cakeshop: CakeshopApp;
let cookie = '';
let token = '';

beforeAll(async () => {
  const backend = await startStub((req, res) => {
    if (req.url?.startsWith('/api/silent')) return; // never answers
    if (req.url?.startsWith('/api/trickle')) {
      // A byte every 100 ms, forever: of its headers (no status yet) or of its body.
      openUpstream.add(res);
      const inHeaders = req.url.includes('headers');
      if (inHeaders) req.socket.write('HTTP/1.1 200 OK\r\n');
      else res.writeHead(200, { 'Content-Type': 'application/json' });
      const drip = setInterval(() => (inHeaders ? req.socket.write('X: y\r\n') : res.write(' ')), 100);
      res.on('close', () => {
        clearInterval(drip);
        openUpstream.delete(res);
      });
      return;
    }
    if (req.url?.startsWith('/api/refuse-early')) {
      // Refuses a large upload from its headers alone and reads no more of the connection.
      req.socket.pause();
      res.writeHead(413, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Too large', code: 'request.too_large' }));
      return;
    }
    if (req.url?.startsWith('/api/hang')) {
      // The response closing unanswered means the BFF dropped the connection.
      openUpstream.add(res);
      res.on('close', () => openUpstream.delete(res));
      if (req.url.includes('mid-response')) res.writeHead(200).write('first part of a long answer');
      return;
    }
    void record(req).then(() => {
      if (req.url?.startsWith('/api/Big')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ id: i, nameEn: 'Cake' })) }),
        );
        return;
      }
      if (req.url?.startsWith('/api/Auth/')) {
        // A careless backend: its account answers would be kept by shared caches.
        res.writeHead(401, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=600' });
        res.end(JSON.stringify({ error: 'Sign in first' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  backendUrl = backend.url;
  cakeshop = await startApp({ API_TARGET: backendUrl, PROXY_TIMEOUT_MS: '500' });
  const page = await request(cakeshop.app).get('/').set('Accept', 'text/html');
  const cookies = cookiesOf(page.headers['set-cookie']);
  token = cookies['XSRF-TOKEN'] ?? '';
  cookie = `_csrf=${encodeURIComponent(cookies['_csrf'] ?? '')}`;
});

describe('proxy to the backend (API_TARGET)', () => {
  it('passes path, query, method, Authorization and X-Request-Id through intact', async () => {
    const res = await request(cakeshop.app)
      .get('/api/Cake/GetCakes?pageNume=2&pageSize=5&q=%D9%83%D8%B9%D9%83')
      .set('Authorization', 'Bearer abc.def.ghi')
      .set('X-Request-Id', 'trace-42');
    expect(res.status).toBe(200);
    const last = seen.at(-1);
    expect(last).toMatchObject({
      method: 'GET',
      url: '/api/Cake/GetCakes?pageNume=2&pageSize=5&q=%D9%83%D8%B9%D9%83',
      authorization: 'Bearer abc.def.ghi',
      requestId: 'trace-42',
    });
    expect(last?.forwardedFor).toBeTruthy(); // X-Forwarded-*
    expect(last?.host).toBe(new URL(backendUrl).host); // changeOrigin
  });

  it("passes a visitor request's Idempotency-Key and body to the backend untouched", async () => {
    const body = JSON.stringify({ cakeId: 3, customerName: 'لينا', idempotencyKey: 'form-key-0001' });
    const res = await request(cakeshop.app)
      .post('/api/Order/AddCakeOrder')
      .set('Cookie', cookie)
      .set('X-XSRF-TOKEN', token)
      .set('Content-Type', 'application/json')
      .set('Idempotency-Key', '"8e03978e-40d5-43e8-bc93-6894a57f9324"')
      .send(body);
    expect(res.status).toBe(200);
    const last = seen.at(-1);
    expect(last).toMatchObject({
      method: 'POST',
      url: '/api/Order/AddCakeOrder',
      idempotencyKey: '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
    });
    expect(last?.body.toString()).toBe(body);
  });

  it('streams a 4 MB multipart body to the backend byte for byte', async () => {
    const image = randomBytes(4 * 1024 * 1024);
    const res = await request(cakeshop.app)
      .post('/api/Cake/AddCake')
      .set('Cookie', cookie)
      .set('X-XSRF-TOKEN', token)
      .field('nameEn', 'Cake')
      .attach('image', image, 'cake.jpg');
    expect(res.status).toBe(200);
    const last = seen.at(-1);
    expect(last?.method).toBe('POST');
    expect(last?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // The image part arrived unchanged: same bytes, same hash, where the form put them.
    const body = last?.body ?? Buffer.alloc(0);
    const at = body.indexOf(image.subarray(0, 64));
    expect(at).toBeGreaterThan(0);
    expect(sha256(body.subarray(at, at + image.length))).toBe(sha256(image));
  });

  it('keeps the anti-forgery cookies from the backend and passes the others', async () => {
    await request(cakeshop.app)
      .post('/api/FAQ/AddFAQ')
      .set('Cookie', `${cookie}; lang=ar; XSRF-TOKEN=${token}; theirs=1`)
      .set('X-XSRF-TOKEN', token)
      .send({});
    expect(seen.at(-1)?.cookie).toBe('lang=ar; theirs=1');
  });

  it('passes a backend 401 through with its body', async () => {
    const res = await request(cakeshop.app).get('/api/Auth/GetAccount');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Sign in first' });
  });

  it('when the backend lets Login or GetAccount be cached, then the BFF still says no-store; other answers keep theirs', async () => {
    const account = await request(cakeshop.app).get('/api/auth/getaccount/');
    expect(account.headers['cache-control']).toBe('no-store');
    const cakes = await request(cakeshop.app).get('/api/Cake/GetCakes');
    expect(cakes.headers['cache-control']).toBe('public, max-age=60');
  });

  it('still refuses an unsafe request without the anti-forgery header (the backend need not check)', async () => {
    const before = seen.length;
    const res = await request(cakeshop.app).post('/api/FAQ/AddFAQ').set('Cookie', cookie).send({});
    expect(res.status).toBe(403);
    expect(seen.length).toBe(before);
  });

  it('compresses an uncompressed backend answer for a client that accepts it', async () => {
    const res = await request(cakeshop.app).get('/api/Big/List').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((res.body as { items: unknown[] }).items).toHaveLength(500);
  });

  it('throttles failed logins at the BFF even though this backend does not', async () => {
    const login = () =>
      request(cakeshop.app)
        .post('/api/Auth/Login')
        .set('Cookie', cookie)
        .set('X-XSRF-TOKEN', token)
        .set('X-Forwarded-For', '203.0.113.7') // ignored: TRUST_PROXY is off, the socket address counts
        .send({ email: 'a@example.com', password: 'wrong-password' });
    for (let i = 0; i < 20; i += 1) expect((await login()).status).toBe(401);
    const before = seen.length;
    const blocked = await login();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(seen.length).toBe(before); // never reached the backend
  });

  it('answers 504 with the error body when the backend is silent past PROXY_TIMEOUT_MS', async () => {
    const started = Date.now();
    const res = await request(cakeshop.app).get('/api/silent');
    expect(res.status).toBe(504);
    expect(errorBody.parse(res.body).code).toBe('backend.timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('when the backend trickles its headers past PROXY_TIMEOUT_MS, then 504 with the error body', async () => {
    const started = Date.now();
    const res = await request(cakeshop.app).get('/api/trickle?headers');
    expect(res.status).toBe(504);
    expect(errorBody.parse(res.body).code).toBe('backend.timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    await waitFor(() => openUpstream.size === 0);
  });

  it('when the backend trickles its body past PROXY_TIMEOUT_MS, then the answer is cut and the backend request closed', async () => {
    const { port } = (await listenOnce(cakeshop)).address;
    const outcome = await new Promise<string>((resolve) => {
      const client = httpRequest({ host: '127.0.0.1', port, path: '/api/trickle', method: 'GET' }, (res) => {
        res.resume();
        res.on('end', () => resolve('ended'));
        res.on('aborted', () => resolve('cut'));
        res.on('error', () => resolve('cut'));
      });
      client.on('error', () => resolve('cut'));
      client.end();
    });
    expect(outcome).toBe('cut');
    await waitFor(() => openUpstream.size === 0);
  });

  it('when the backend refuses an upload before reading it and stops reading, then the next request on the same client connection is still answered', async () => {
    const { port } = (await listenOnce(cakeshop)).address;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, method: string, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const client = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            agent,
            headers: body
              ? {
                  cookie,
                  'x-xsrf-token': token,
                  'content-type': 'application/json',
                  'content-length': body.length,
                }
              : {},
            // The upload itself is never cut (that would free the connection); the request after
            // it fails here if it waits on the upload's unread rest.
            ...(body ? {} : { signal: AbortSignal.timeout(5_000) }),
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        client.on('error', reject);
        client.end(body);
      });
    try {
      expect(await send('/api/refuse-early', 'POST', Buffer.alloc(8 * 1024 * 1024, 0x20))).toBe(413);
      expect(await send('/api/Cake/GetCakes', 'GET')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it.each(['/api/hang', '/api/hang?mid-response'])(
    'destroys the backend request when the client aborts (%s)',
    async (path) => {
      const { port } = (await listenOnce(cakeshop)).address;
      const client = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' });
      client.on('error', () => undefined);
      client.end();
      await waitFor(() => openUpstream.size === 1);
      client.destroy();
      await waitFor(() => openUpstream.size === 0);
      expect(openUpstream.size).toBe(0);
    },
  );
});

describe('proxy to a backend that is down', () => {
  it('answers 502 with the error body at once, not after PROXY_TIMEOUT_MS', async () => {
    const closed = await startStub(() => undefined);
    await closed.close(); // the port is now refused
    const down = await startApp({ API_TARGET: closed.url, PROXY_TIMEOUT_MS: '60000' });
    const started = Date.now();
    const res = await request(down.app).get('/api/FAQ/GetGetFAQs');
    expect(res.status).toBe(502);
    expect(errorBody.parse(res.body).code).toBe('backend.unavailable');
    // Generous for a busy machine, and still far below the 60 s deadline.
    expect(Date.now() - started).toBeLessThan(10_000);
    const ready = await request(down.app).get('/readyz');
    expect(ready.status).toBe(503);
  });
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function listenOnce(app: CakeshopApp): Promise<{ address: AddressInfo }> {
  const server = createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { address: server.address() as AddressInfo };
}

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
