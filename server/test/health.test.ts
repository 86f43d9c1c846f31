import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { remembered } from '../src/bff/health';
import { startApp, startStub } from './helpers';

describe('health endpoints', () => {
  it('/healthz is 200 and /readyz is 200 while the database answers', async () => {
    const cakeshop = await startApp();
    expect((await request(cakeshop.app).get('/healthz')).status).toBe(200);
    expect((await request(cakeshop.app).get('/readyz')).status).toBe(200);
  });

  it('/readyz turns 503 once shutdown begins, while /healthz stays 200', async () => {
    const cakeshop = await startApp();
    cakeshop.beginShutdown();
    const ready = await request(cakeshop.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect((await request(cakeshop.app).get('/healthz')).status).toBe(200);
  });
});

describe('/readyz in proxy mode', () => {
  it('when the backend accepts connections but never answers, then it is 503 once PROXY_TIMEOUT_MS has passed', async () => {
    const hung = await startStub(() => undefined);
    const cakeshop = await startApp({ API_TARGET: hung.url, PROXY_TIMEOUT_MS: '300' });
    const ready = await request(cakeshop.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'not ready' });
  });

  it.each([
    [500, 503],
    [200, 200],
    [404, 200],
  ])('when the backend answers GetHomeData with %i, then /readyz is %i', async (status, expected) => {
    const backend = await startStub((req, res) => {
      res.writeHead(req.url === '/api/Home/GetHomeData' ? status : 418).end('{}');
    });
    const cakeshop = await startApp({ API_TARGET: backend.url });
    expect((await request(cakeshop.app).get('/readyz')).status).toBe(expected);
  });

  it('when many probes arrive at once, then the backend is asked once', async () => {
    let asked = 0;
    const backend = await startStub((_req, res) => {
      asked += 1;
      setTimeout(() => res.end('{}'), 100);
    });
    const cakeshop = await startApp({ API_TARGET: backend.url });
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(cakeshop.app).get('/readyz')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(asked).toBe(1);
  });
});

describe('a remembered readiness check', () => {
  it('reuses the last answer for its lifetime, shares one in flight, and asks again after', async () => {
    let clock = 0;
    let calls = 0;
    let finish: (ready: boolean) => void = () => undefined;
    const check = remembered(
      () => {
        calls += 1;
        return new Promise<boolean>((resolve) => (finish = resolve));
      },
      2000,
      () => clock,
    );
    const first = check();
    clock = 5000; // still in flight: not asked again, however long it takes
    const second = check();
    finish(false);
    expect([await first, await second]).toEqual([false, false]);
    clock = 6999;
    void check();
    expect(calls).toBe(1);
    clock = 7000;
    void check();
    expect(calls).toBe(2);
  });
});
