import { errorBody } from '@cakeshop/shared';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loginThrottle } from './login-throttle';

/**
 * A BFF slice: the throttle in front of an API stand-in that rejects every login except
 * `let-me-in`, and answers `hold` requests only when released.
 */
function appWithThrottle() {
  let reached = 0;
  const held: (() => void)[] = [];
  const app = express();
  app.use('/api', loginThrottle({ maxFailures: 3, windowMs: 60_000 }), (req, res) => {
    reached += 1;
    const answer = () => {
      const ok = req.headers.authorization === 'let-me-in';
      res.status(ok ? 200 : 401).json(ok ? { token: 't' } : { error: 'Wrong e-mail or password' });
    };
    if (req.headers['x-hold']) held.push(answer);
    else answer();
  });
  return { app, reached: () => reached, held };
}

// The limiter reads the system clock: the tests move it instead of waiting.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('login throttle at the BFF', () => {
  it('after too many failed logins from one address, answers 429 with Retry-After without reaching the API', async () => {
    const { app, reached } = appWithThrottle();
    for (let i = 0; i < 3; i += 1) {
      expect((await request(app).post('/api/Auth/Login').send('{}')).status).toBe(401);
    }
    vi.setSystemTime(1_010_000);
    const blocked = await request(app).post('/api/auth/login/').send('{}');
    expect(blocked.status).toBe(429);
    expect(errorBody.parse(blocked.body).code).toBe('auth.too_many_attempts');
    expect(blocked.headers['retry-after']).toBe('50');
    expect(reached()).toBe(3);
  });

  it('lets the address try again once the window has passed', async () => {
    const { app } = appWithThrottle();
    for (let i = 0; i < 3; i += 1) await request(app).post('/api/Auth/Login');
    vi.setSystemTime(1_060_001);
    expect((await request(app).post('/api/Auth/Login')).status).toBe(401);
  });

  it('does not count successful logins or other endpoints', async () => {
    const { app } = appWithThrottle();
    for (let i = 0; i < 5; i += 1) {
      await request(app).post('/api/Auth/Login').set('Authorization', 'let-me-in');
      await request(app).post('/api/Auth/AddUser');
    }
    expect((await request(app).post('/api/Auth/Login')).status).toBe(401);
  });

  it('when 10 logins arrive at once, then 3 reach the API and 7 are refused before any is answered', async () => {
    const { app, reached, held } = appWithThrottle();
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const agent = request(server);
      const pending = Array.from({ length: 10 }, () =>
        agent
          .post('/api/Auth/Login')
          .set('X-Hold', '1')
          .then((res) => res.status),
      );
      // The 7 refusals come back while the 3 admitted attempts are still unanswered.
      const settled: number[] = [];
      pending.forEach((status) => void status.then((value) => settled.push(value)));
      await vi.waitFor(() => expect(settled).toHaveLength(7), { timeout: 10_000 });
      expect(settled).toEqual(Array(7).fill(429));
      expect(reached()).toBe(3);
      held.forEach((answer) => answer());
      expect((await Promise.all(pending)).filter((status) => status === 401)).toHaveLength(3);
    } finally {
      server.close();
    }
  });
});
