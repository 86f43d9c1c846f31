import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSignedInUser,
  JWT_SECRET,
  signIn,
  startSignedInApi,
  USER_PASSWORD,
  refusalOf,
  answerOf,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const account = (auth: string) => request(t.app).get('/api/Auth/GetAccount').set('Authorization', auth);
const changePassword = (auth: string, currentPassword: string, newPassword: string) =>
  request(t.app)
    .post('/api/Auth/ChangePassword')
    .set('Authorization', auth)
    .send({ currentPassword, newPassword });

describe('sessions', () => {
  it('when a user logs out, then that token gets 401 from then on and their other sessions keep working', async () => {
    const user = await addSignedInUser(t.app, t.auth, 'logout.user', 'editor');
    const laptop = user.auth;
    const phone = await signIn(t.app, user.email, user.password);

    const logout = await request(t.app).post('/api/Auth/Logout').set('Authorization', laptop);
    expect(logout.status).toBe(204);

    expect((await account(laptop)).status).toBe(401);
    expect(refusalOf(await account(laptop)).code).toBe('auth.unauthorized');
    expect((await request(t.app).post('/api/Auth/Logout').set('Authorization', laptop)).status).toBe(401);
    expect((await account(phone)).status).toBe(200);
  });

  it('when a user changes their password, then every older token is refused, the fresh one works, and only the new password signs in', async () => {
    const user = await addSignedInUser(t.app, t.auth, 'change.user', 'editor');
    const other = await signIn(t.app, user.email, user.password);
    const newPassword = 'marzipan-window-77';

    const changed = await changePassword(user.auth, USER_PASSWORD, newPassword);
    expect(changed.status).toBe(200);
    const fresh = `Bearer ${answerOf('ChangePassword', changed).token}`;

    expect((await account(user.auth)).status).toBe(401);
    expect((await account(other)).status).toBe(401);
    expect((await account(fresh)).status).toBe(200);
    const login = (password: string) =>
      request(t.app).post('/api/Auth/Login').send({ email: user.email, password });
    expect((await login(USER_PASSWORD)).status).toBe(401);
    expect((await login(newPassword)).status).toBe(200);
  });

  it('when a remembered session changes the password, then the fresh token is remembered too (30 days)', async () => {
    const user = await addSignedInUser(t.app, t.auth, 'remember.user', 'editor');
    const login = await request(t.app)
      .post('/api/Auth/Login')
      .send({ email: user.email, password: user.password, rememberMe: true });
    const { token } = answerOf('Login', login);
    const changed = await changePassword(`Bearer ${token}`, USER_PASSWORD, 'marzipan-window-78');
    const days = (Date.parse(answerOf('ChangePassword', changed).expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('when the current password is wrong, then 400 auth.wrong_password names the field and nothing changes', async () => {
    const user = await addSignedInUser(t.app, t.auth, 'wrong.user', 'editor');
    const response = await changePassword(user.auth, 'not my password', 'marzipan-window-79');
    expect(response.status).toBe(400);
    const refusal = refusalOf(response);
    expect(refusal.code).toBe('auth.wrong_password');
    expect(refusal.details?.map((detail) => detail.path)).toEqual(['currentPassword']);
    expect((await account(user.auth)).status).toBe(200);
  });

  it('when an owner removes a user, then that user’s tokens get 401 at once', async () => {
    const user = await addSignedInUser(t.app, t.auth, 'removed.user', 'editor');
    expect((await account(user.auth)).status).toBe(200);
    const removed = await request(t.app)
      .delete(`/api/Auth/DeleteUser?Id=${user.id}`)
      .set('Authorization', t.auth);
    expect(removed.status).toBe(204);
    expect((await account(user.auth)).status).toBe(401);
    const login = await request(t.app)
      .post('/api/Auth/Login')
      .send({ email: user.email, password: user.password });
    expect(login.status).toBe(401);
  });

  it('when a validly signed token names no session (forged with the secret, or from before sessions), then 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const withoutSession = jwt.sign({ sub: '1', iat: now, exp: now + 600 }, JWT_SECRET);
    const unknownSession = jwt.sign(
      { sub: '1', sid: 'no-such-session', iat: now, exp: now + 600 },
      JWT_SECRET,
    );
    expect((await account(`Bearer ${withoutSession}`)).status).toBe(401);
    expect((await account(`Bearer ${unknownSession}`)).status).toBe(401);
  });

  it('when a token names another user’s session, then 401', async () => {
    const user = await addSignedInUser(t.app, t.auth, 'borrow.user', 'editor');
    const { sid } = jwt.decode(user.auth.slice('Bearer '.length)) as { sid: string };
    const now = Math.floor(Date.now() / 1000);
    const borrowed = jwt.sign({ sub: '1', sid, iat: now, exp: now + 600 }, JWT_SECRET);
    expect((await account(`Bearer ${borrowed}`)).status).toBe(401);
  });
});
