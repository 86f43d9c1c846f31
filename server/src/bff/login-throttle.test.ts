import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { loginThrottle } from './login-throttle';

/** A BFF slice: the throttle in front of an API stand-in that rejects every login. */
function appWithThrottle(now: () => number) {
  let reached = 0;
  const app = express();
  app.use('/api', loginThrottle({ maxFailures: 3, windowMs: 60_000, now }), (req, res) => {
    reached += 1;
    const ok = req.headers.authorization === 'let-me-in';
    res.status(ok ? 200 : 401).json(ok ? { token: 't' } : { error: 'Wrong e-mail or password' });
  });
  return { app, reached: () => reached };
}

describe('login throttle at the BFF', () => {
  it('after too many failed logins from one address, answers 429 with Retry-After without reaching the API', async () => {
    let clock = 1_000_000;
    const { app, reached } = appWithThrottle(() => clock);
    for (let i = 0; i < 3; i += 1) {
      expect((await request(app).post('/api/Auth/Login').send('{}')).status).toBe(401);
    }
    clock += 10_000;
    const blocked = await request(app).post('/api/auth/login/').send('{}');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: expect.any(String), code: 'auth.too_many_attempts' });
    expect(blocked.headers['retry-after']).toBe('50');
    expect(reached()).toBe(3);
  });

  it('lets the address try again once its failures leave the window', async () => {
    let clock = 0;
    const { app } = appWithThrottle(() => clock);
    for (let i = 0; i < 3; i += 1) await request(app).post('/api/Auth/Login');
    clock += 60_001;
    expect((await request(app).post('/api/Auth/Login')).status).toBe(401);
  });

  it('does not count successful logins or other endpoints', async () => {
    const { app } = appWithThrottle(() => 0);
    for (let i = 0; i < 5; i += 1) {
      await request(app).post('/api/Auth/Login').set('Authorization', 'let-me-in');
      await request(app).post('/api/Auth/AddUser');
    }
    expect((await request(app).post('/api/Auth/Login')).status).toBe(401);
  });
});
