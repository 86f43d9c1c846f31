import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { startApp } from './helpers';

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
