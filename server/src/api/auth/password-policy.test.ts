import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addSignedInUser, startSignedInApi, USER_PASSWORD, refusalOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { passwordProblem } from './password-policy';

const owner = { username: 'lina.baker', email: 'lina.k@example.com' };

describe('the password rule', () => {
  it.each([
    ['password12', 'password.too_common'],
    ['          ', 'password.too_common'],
    ['qwertyuiop', 'password.too_common'],
    ['1234567890', 'password.too_common'],
    ['Summer2024!', 'password.too_common'],
    ['P@ssw0rd123', 'password.too_common'],
    ['i-am-Lina.Baker!', 'password.contains_name'],
    ['LINA.K-sunflower', 'password.contains_name'],
    ['short', 'validation'],
    ['x'.repeat(129), 'validation'],
  ])('when the password is %j, then it is refused with %s', (password, code) => {
    expect(passwordProblem(password, owner)?.code).toBe(code);
  });

  it.each(['sunflower-oven-42', 'correct horse battery staple', 'ليمون وزعفران وهيل'])(
    'when the password is %j, then it is accepted',
    (password) => {
      expect(passwordProblem(password, owner)).toBeUndefined();
    },
  );

  it('when the name is under three characters, then it does not forbid passwords containing it', () => {
    expect(passwordProblem('sunflower-oven-42', { username: 'su', email: 'fl@example.com' })).toBeUndefined();
  });
});

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

describe('the rule on the API', () => {
  it.each([
    ['password12', 'password.too_common'],
    ['new.baker-cakes', 'password.contains_name'],
    ['newbaker-sunflower', 'password.contains_name'],
  ])(
    'when AddUser gets %j, then 400 %s with a detail on the password, and no user is added',
    async (password, code) => {
      const response = await request(t.app)
        .post('/api/Auth/AddUser')
        .set('Authorization', t.auth)
        .send({ username: 'new.baker', email: 'newbaker@example.com', password });
      expect(response.status).toBe(400);
      const refusal = refusalOf(response);
      expect(refusal.code).toBe(code);
      expect(refusal.details?.map((detail) => detail.path)).toEqual(['password']);
      const list = await request(t.app).get('/api/Auth/GetUsers').set('Authorization', t.auth);
      expect((list.body as { username: string }[]).map((user) => user.username)).not.toContain('new.baker');
    },
  );

  it('when ChangePassword gets a common new password, then 400 password.too_common on newPassword and the old one still works', async () => {
    const user = await addSignedInUser(t.app, t.auth, 'policy.user', 'editor');
    const response = await request(t.app)
      .post('/api/Auth/ChangePassword')
      .set('Authorization', user.auth)
      .send({ currentPassword: USER_PASSWORD, newPassword: 'iloveyou123' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'password.too_common', details: [{ path: 'newPassword' }] });
    const login = await request(t.app)
      .post('/api/Auth/Login')
      .send({ email: user.email, password: USER_PASSWORD });
    expect(login.status).toBe(200);
  });
});
