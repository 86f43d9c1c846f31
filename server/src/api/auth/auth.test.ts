import type { LoginResult, User } from '@cakeshop/shared';
import jwt from 'jsonwebtoken';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JWT_SECRET,
  startSignedInApi,
  startTestApi,
  tempDataDir,
  refusalOf,
  answerOf,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { PRODUCTION_HASH_COST } from './password';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

describe('login and accounts', () => {
  it('when signed in, then GetAccount returns the first administrator as an owner, with the login time', async () => {
    const response = await request(t.app).get('/api/Auth/GetAccount').set('Authorization', t.auth);
    expect(response.status).toBe(200);
    const { id, lastLoginAt } = answerOf('GetAccount', response);
    expect(response.body).toEqual({
      id,
      username: 'admin',
      email: ADMIN_EMAIL,
      roles: ['owner'],
      lastLoginAt,
    } satisfies User);
    expect(Date.now() - Date.parse(lastLoginAt ?? '')).toBeLessThan(10 * 60_000);
  });

  it('when rememberMe is true, then the token lives 30 days instead of 12 hours', async () => {
    const login = (rememberMe: boolean) =>
      request(t.app)
        .post('/api/Auth/Login')
        .send({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD, rememberMe });
    const [short, long] = [(await login(false)).body as LoginResult, (await login(true)).body as LoginResult];
    const hours = (result: LoginResult) => (Date.parse(result.expiresAt) - Date.now()) / 3_600_000;
    expect(hours(short)).toBeGreaterThan(11.9);
    expect(hours(short)).toBeLessThanOrEqual(12);
    expect(hours(long)).toBeGreaterThan(30 * 24 - 0.1);
    const payload = jwt.verify(long.token, JWT_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(payload.exp! * 1000).toBe(Date.parse(long.expiresAt));
  });

  it('when the e-mail is unknown or the password wrong, then both get the same 401 message', async () => {
    const unknown = await request(t.app)
      .post('/api/Auth/Login')
      .send({ email: 'nobody@example.com', password: 'whatever' });
    const wrong = await request(t.app)
      .post('/api/Auth/Login')
      .send({ email: ADMIN_EMAIL, password: 'not the password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('when Login or GetAccount answers, success or refusal, then no cache may store it', async () => {
    const answers = await Promise.all([
      request(t.app).post('/api/Auth/Login').send({ email: 'nobody@example.com', password: 'whatever' }),
      request(t.app).post('/api/Auth/Login').send({ email: 'not an e-mail' }),
      request(t.app).get('/api/Auth/GetAccount').set('Authorization', t.auth),
      request(t.app).get('/api/Auth/GetAccount'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 400, 200, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('when a user is added without a role, then they are an editor who can sign in; a duplicate e-mail or username (any case) is 409', async () => {
    const added = await request(t.app)
      .post('/api/Auth/AddUser')
      .set('Authorization', t.auth)
      .send({ username: 'baker.sam', email: 'sam@example.com', password: 'flour and butter' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: answerOf('AddUser', added).id,
      username: 'baker.sam',
      email: 'sam@example.com',
      roles: ['editor'],
      lastLoginAt: null,
    } satisfies User);

    const sameEmail = await request(t.app)
      .post('/api/Auth/AddUser')
      .set('Authorization', t.auth)
      .send({ username: 'other', email: 'SAM@example.com', password: 'flour and butter' });
    expect(sameEmail.status).toBe(409);
    const sameName = await request(t.app)
      .post('/api/Auth/AddUser')
      .set('Authorization', t.auth)
      .send({ username: 'Baker.Sam', email: 'sam2@example.com', password: 'flour and butter' });
    expect(sameName.status).toBe(409);

    const login = await request(t.app)
      .post('/api/Auth/Login')
      .send({ email: 'sam@example.com', password: 'flour and butter' });
    expect(login.status).toBe(200);
  });

  it('when the new user is invalid, then 400 names each bad field', async () => {
    const response = await request(t.app)
      .post('/api/Auth/AddUser')
      .set('Authorization', t.auth)
      .send({ username: 'a b', email: 'not-an-email', password: 'short' });
    expect(response.status).toBe(400);
    expect((refusalOf(response).details ?? []).map((detail) => detail.path).sort()).toEqual([
      'email',
      'password',
      'username',
    ]);
  });

  it('when the same e-mail fails 5 times from one address, then the 6th attempt is 429 with Retry-After', async () => {
    const attempt = (password: string) =>
      request(t.app).post('/api/Auth/Login').send({ email: 'sam@example.com', password });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong password')).status).toBe(401);
    const sixth = await attempt('flour and butter');
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refusalOf(sixth).code).toBe('auth.too_many_attempts');
    // Another e-mail from the same address is not blocked.
    expect(
      (await request(t.app).post('/api/Auth/Login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('when 25 wrong passwords for one e-mail arrive at once, then 5 are checked and 20 refused with 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        request(t.app)
          .post('/api/Auth/Login')
          .send({ email: ADMIN_EMAIL, password: 'all at once, all wrong' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('when more logins arrive at once than can be hashed or queued, then the rest get 503 with Retry-After at once', async () => {
    // OWASP's cost, as in production: the queue fills because each hash takes that long.
    const fresh = await startTestApi({ hashCost: PRODUCTION_HASH_COST });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          request(fresh.app)
            .post('/api/Auth/Login')
            .send({ email: `burst${i}@example.com`, password: 'guess' }),
        ),
      );
      const busy = answers.filter((answer) => answer.status === 503);
      expect(answers.every((answer) => answer.status === 401 || answer.status === 503)).toBe(true);
      // At most 2 hashing and 8 waiting when the burst lands; the rest are turned away.
      expect(busy.length).toBeGreaterThanOrEqual(10);
      for (const answer of busy) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(refusalOf(answer).code).toBe('server.busy');
      }
      // The burst cost the owner nothing: their attempt was not spent, and they sign in now.
      const owner = await request(fresh.app)
        .post('/api/Auth/Login')
        .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(owner.status).toBe(200);
    } finally {
      await fresh.close();
    }
    // A dozen real password hashes, two at a time: seconds on an idle machine, much longer on
    // one busy with other work. The point is the statuses, not the time.
  }, 120_000);
});

describe('the first administrator', () => {
  it('when no password is configured, then one is generated, printed once, and it works', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const first = await startTestApi({ adminPassword: undefined, adminEmail: 'owner@example.com', logger });
    await first.close();
    // One structured line a collector keeps whole: its message reads on its own, without escapes.
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as {
      msg: string;
      firstAdministrator: { email: string; password: string };
    };
    const { password } = line.firstAdministrator;
    expect(line.firstAdministrator.email).toBe('owner@example.com');
    expect(line.msg).toBe(
      `FIRST ADMINISTRATOR: e-mail owner@example.com, password ${password} (shown once: sign in and keep it safe, or set ADMIN_PASSWORD)`,
    );
    expect(lines[0]).not.toContain('\\n');

    const again = await startTestApi({
      dataDir: first.dataDir,
      adminPassword: undefined,
      adminEmail: 'owner@example.com',
      logger,
    });
    expect(lines).toHaveLength(1);
    const login = await request(again.app)
      .post('/api/Auth/Login')
      .send({ email: 'owner@example.com', password });
    expect(login.status).toBe(200);
    await again.close();
  });
});

describe('ADMIN_PASSWORD', () => {
  it.each([
    ['too common', 'password12', 'too common'],
    ['containing the e-mail name', 'owner-of-the-bakery', 'must not contain'],
  ])(
    'when it is %s, then start-up fails saying so, and a good one then starts',
    async (_label, password, says) => {
      const dataDir = tempDataDir();
      await expect(
        startTestApi({ dataDir, adminEmail: 'owner@example.com', adminPassword: password }),
      ).rejects.toThrow(new RegExp(`ADMIN_PASSWORD: .*${says}`));
      // Nothing half-done is left behind: the same directory starts with a good password.
      const started = await startTestApi({
        dataDir,
        adminEmail: 'owner@example.com',
        adminPassword: 'sunflower-oven-42',
      });
      await started.close();
    },
  );
});

describe('one server per DATA_DIR', () => {
  it('when a second API opens a DATA_DIR in use, then it fails at once naming the directory', async () => {
    const first = await startTestApi();
    await expect(startTestApi({ dataDir: first.dataDir })).rejects.toThrow(
      /Another process is using .*Stop it first/,
    );
    await first.close();
    const again = await startTestApi({ dataDir: first.dataDir });
    await again.close();
  });
});
