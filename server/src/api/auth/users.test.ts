import type { User } from '@cakeshop/shared';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { actingAs, SYSTEM } from '../http/actor';
import { openDatabase } from '../db/database';
import {
  addSignedInUser,
  startSignedInApi,
  tempDataDir,
  USER_PASSWORD,
  refusalOf,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { TEST_HASH_COST } from '../../../test/support/hash-cost';
import { UsersRepository } from './auth.repository';
import { PasswordHasher } from './password';
import { UsersService } from './users.service';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const users = async (app: Express, auth: string) =>
  (await request(app).get('/api/Auth/GetUsers').set('Authorization', auth)).body as User[];
const remove = (app: Express, auth: string, id: number) =>
  request(app).delete(`/api/Auth/DeleteUser?Id=${id}`).set('Authorization', auth);
const me = async (app: Express, auth: string) =>
  (await request(app).get('/api/Auth/GetAccount').set('Authorization', auth)).body as User;

describe('accounts', () => {
  it('when an owner lists users, then each comes with their role and last login, ordered by username', async () => {
    const editor = await addSignedInUser(t.app, t.auth, 'zeta.editor', 'editor');
    const added = await request(t.app)
      .post('/api/Auth/AddUser')
      .set('Authorization', t.auth)
      .send({ username: 'beta.owner', email: 'beta@example.com', password: USER_PASSWORD, role: 'owner' });
    expect(added.body).toMatchObject({ roles: ['owner'], lastLoginAt: null });

    const list = await users(t.app, t.auth);
    const names = list.map((user) => user.username);
    expect(names).toEqual([...names].sort());
    const listed = list.find((user) => user.id === editor.id);
    expect(listed?.roles).toEqual(['editor']);
    expect(typeof listed?.lastLoginAt).toBe('string');
    expect(list.find((user) => user.username === 'beta.owner')).toMatchObject({
      roles: ['owner'],
      lastLoginAt: null,
    });
  });

  it('when an owner tries to remove themselves, then 409 user.self and they remain', async () => {
    const self = await me(t.app, t.auth);
    const response = await remove(t.app, t.auth, self.id);
    expect(response.status).toBe(409);
    expect(refusalOf(response).code).toBe('user.self');
    expect((await users(t.app, t.auth)).map((user) => user.id)).toContain(self.id);
  });

  it('when an owner removes an editor, then the editor is gone from the list', async () => {
    const editor = await addSignedInUser(t.app, t.auth, 'gone.editor', 'editor');
    expect((await remove(t.app, t.auth, editor.id)).status).toBe(204);
    expect((await users(t.app, t.auth)).map((user) => user.id)).not.toContain(editor.id);
  });

  it('when the id is unknown, then 404', async () => {
    expect((await remove(t.app, t.auth, 99_999)).status).toBe(404);
  });
});

describe('the last owner', () => {
  it('when the only two owners remove each other at the same moment, then one succeeds and the other gets 409 user.last_owner', async () => {
    // Straight on the service, so both removals are queued before either runs (over HTTP the
    // second request would usually find its own session gone first, and get 401).
    const database = await openDatabase(tempDataDir(), () => undefined);
    try {
      const service = new UsersService(
        database,
        new UsersRepository(database.db),
        new PasswordHasher(TEST_HASH_COST),
      );
      const add = (username: string) =>
        actingAs(SYSTEM, () =>
          service.add({ username, email: `${username}@example.com`, password: USER_PASSWORD, role: 'owner' }),
        );
      const [anna, omar] = [await add('anna'), await add('omar')];
      const as = (user: User) => ({ ...user, sessionId: 'unused' });
      const results = await Promise.allSettled([
        actingAs({ userId: anna.id, username: anna.username }, () => service.delete(as(anna), omar.id)),
        actingAs({ userId: omar.id, username: omar.username }, () => service.delete(as(omar), anna.id)),
      ]);
      expect(results[0].status).toBe('fulfilled');
      expect(results[1]).toMatchObject({
        status: 'rejected',
        reason: { status: 409, code: 'user.last_owner' },
      });
      expect((await service.list()).map((user) => user.username)).toEqual(['anna']);
    } finally {
      await database.close();
    }
  });
});
