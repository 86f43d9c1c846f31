import type { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp, type CakeshopApp } from '../src/app';
import { loadEnv } from '../src/env';
import { createLogger } from '../src/logger';
import { cookiesOf, makeClientDir, startStub, tempDir } from './helpers';
import { TEST_HASH_COST } from './support/hash-cost';

const STACK =
  'System.NullReferenceException at Bakery.Api.CakeController.Get() in C:\\src\\CakeController.cs:line 42';
const logged: string[] = [];
let cakeshop: CakeshopApp;
let xsrf: { cookie: string; token: string };
const served = new WeakMap<Socket, number>();
const seenMedia: string[] = [];
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(async () => {
  const backend = await startStub((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    const path = req.url ?? '';
    // The backend's idle timer closing a kept-alive connection just as a request arrives on it.
    if ((path.startsWith('/api/drop-reused') && count > 1) || path.startsWith('/api/drop-always')) {
      req.socket.destroy();
      return;
    }
    if (path.startsWith('/api/html-error')) {
      res
        .writeHead(500, { 'Content-Type': 'text/html' })
        .end(`<html><body><pre>${STACK}</pre></body></html>`);
    } else if (path.startsWith('/api/gzip-error')) {
      res
        .writeHead(503, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' })
        .end(gzipSync(`<h1>${STACK}</h1>`));
    } else if (path.startsWith('/api/throttled')) {
      res.writeHead(429, { 'Content-Type': 'text/plain', 'Retry-After': '30' }).end('Too many requests');
    } else if (path.startsWith('/api/problem')) {
      res
        .writeHead(400, { 'Content-Type': 'application/problem+json' })
        .end('{"title":"One or more validation errors occurred.","status":400}');
    } else if (path.startsWith('/uploads/') || path.startsWith('/media/cakes/')) {
      seenMedia.push(`${req.method ?? ''} ${path}`);
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    } else if (path.startsWith('/api/port')) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(`{"port":${req.socket.remotePort}}`);
    } else if (path.startsWith('/api/conflict')) {
      res
        .writeHead(409, { 'Content-Type': 'application/json' })
        .end('{"error":"Cakes still use it","code":"category.in_use"}');
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(`{"path":${JSON.stringify(path)}}`);
    }
  });
  const env = loadEnv({
    DATA_DIR: tempDir('foreign'),
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'correct horse battery staple',
    API_TARGET: backend.url,
    MEDIA_PATHS: '/uploads, /media/cakes',
    IMAGE_ORIGINS: 'https://cdn.example/some/path,https://img.example',
  });
  const logger = createLogger('info', { write: (line: string) => logged.push(line) });
  cakeshop = await createApp({ env, clientDir: makeClientDir(), logger, hashCost: TEST_HASH_COST });
  const page = await request(cakeshop.app).get('/').set('Accept', 'text/html');
  const cookies = cookiesOf(page.headers['set-cookie']);
  xsrf = {
    cookie: Object.entries(cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
    token: cookies['XSRF-TOKEN'] ?? '',
  };
  return () => cakeshop.close();
});

describe('a backend error outside the contract', () => {
  it('when the backend answers an HTML stack trace, then the client gets { error, code } with the same status and the log keeps the original', async () => {
    const res = await request(cakeshop.app).get('/api/html-error');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: 'Internal Server Error', code: 'server.error' });
    expect(res.text).not.toContain('NullReferenceException');
    expect(logged.join('\n')).toContain('NullReferenceException');
  });

  it('when the HTML error is compressed, then it is still replaced and logged readable', async () => {
    const res = await request(cakeshop.app).get('/api/gzip-error');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Service Unavailable', code: 'server.error' });
    expect(logged.join('\n')).toContain('<h1>System.NullReferenceException');
  });

  it('when a refusal is plain text with Retry-After, then it becomes the error body and Retry-After stays', async () => {
    const res = await request(cakeshop.app).get('/api/throttled');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toEqual({ error: 'Too Many Requests', code: 'request.malformed' });
  });

  it('when a refusal is problem+json without `error`, then it becomes the error body', async () => {
    const res = await request(cakeshop.app).get('/api/problem');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Bad Request' });
  });

  it('when a refusal already is the contract’s error body, then it passes as it came', async () => {
    const res = await request(cakeshop.app).get('/api/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Cakes still use it', code: 'category.in_use' });
  });
});

describe('a kept-alive connection the backend closed', () => {
  it('when a GET meets it, then the GET is sent once more on a fresh connection and succeeds', async () => {
    expect((await request(cakeshop.app).get('/api/warm-up')).status).toBe(200);
    const res = await request(cakeshop.app).get('/api/drop-reused?x=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ path: '/api/drop-reused?x=1' });
  });

  it('when a POST meets it, then it is not sent again (it may have been acted on): 502', async () => {
    expect((await request(cakeshop.app).get('/api/warm-up')).status).toBe(200);
    const res = await request(cakeshop.app)
      .post('/api/drop-reused')
      .set('Cookie', xsrf.cookie)
      .set('X-XSRF-TOKEN', xsrf.token)
      .send({ a: 1 });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'backend.unavailable' });
  });

  it('when the second attempt fails too, then 502 with the error body (one retry at most)', async () => {
    expect((await request(cakeshop.app).get('/api/warm-up')).status).toBe(200);
    const res = await request(cakeshop.app).get('/api/drop-always');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'backend.unavailable' });
  });
});

describe('connections to the backend', () => {
  it('when clients ask to close their connection, then the BFF still keeps its own to the backend open', async () => {
    const ports = new Set<number>();
    for (let i = 0; i < 3; i += 1) {
      const res = await request(cakeshop.app).get('/api/port').set('Connection', 'close');
      ports.add((res.body as { port: number }).port);
    }
    expect(ports.size).toBe(1);
  });
});

describe('images the backend names', () => {
  it('when an image path is under MEDIA_PATHS, then its GET reaches the backend and the bytes come back', async () => {
    const res = await request(cakeshop.app).get('/uploads/c1.png').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
    expect((await request(cakeshop.app).get('/media/cakes/2/big.webp')).status).toBe(200);
    expect(seenMedia).toEqual(['GET /uploads/c1.png', 'GET /media/cakes/2/big.webp']);
  });

  it('when something other than a read is sent to a media path, then it never reaches the backend', async () => {
    seenMedia.length = 0;
    await request(cakeshop.app).post('/uploads/c1.png').send('x');
    expect(seenMedia).toEqual([]);
  });

  it('when IMAGE_ORIGINS names hosts, then the CSP allows images from them and the backend', async () => {
    const res = await request(cakeshop.app).get('/').set('Accept', 'text/html');
    const imgSrc = /img-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(imgSrc.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.example', 'https://img.example']),
    );
    expect(imgSrc).not.toContain('/some/path');
  });
});
