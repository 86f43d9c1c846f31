import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { TEST_HASH_COST } from '../../../test/support/hash-cost';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  addSignedInUser,
  answerOf,
  signIn,
  startTestApi,
  tempDataDir,
  USER_PASSWORD,
} from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import type { TestApi } from '../../../test/support/api';
import { PasswordHasher, PRODUCTION_HASH_COST } from './password';

/** `scrypt$N$r$p$salt$key` with OWASP's N=2^17, r=8, p=1, a 16-byte salt and a 64-byte key. */
function expectProductionHash(stored: string): void {
  const [scheme, N, r, p, salt, key, ...rest] = stored.split('$');
  expect({ scheme, N, r, p, rest }).toEqual({ scheme: 'scrypt', N: '131072', r: '8', p: '1', rest: [] });
  expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
  expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
}

async function storedHashes(dataDir: string): Promise<Record<string, string>> {
  const rows = await queryData<{ email: string; hash: string }>(
    dataDir,
    'SELECT email, password_hash AS hash FROM users',
  );
  return Object.fromEntries(rows.map((row) => [row.email, row.hash]));
}

/**
 * The rest of the suite hashes at a test cost (test/support/hash-cost.ts); this file runs the
 * API as the server builds it, with no cost given, so the production cost is proven end to end.
 */
describe('password hashing at the production cost', () => {
  let t: TestApi;
  beforeAll(async () => {
    // No hashCost: what app.ts passes when the server runs (main.ts never gives one).
    t = await startTestApi({ hashCost: undefined });
  });
  afterAll(() => t.close());

  it('when the server creates, adds and changes passwords, then every stored hash has OWASP’s parameters and each password signs in', async () => {
    const owner = await signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const editor = await addSignedInUser(t.app, owner, 'cost.editor', 'editor');
    const changed = await request(t.app)
      .post('/api/Auth/ChangePassword')
      .set('Authorization', editor.auth)
      .send({ currentPassword: USER_PASSWORD, newPassword: 'marzipan-window-17' });
    expect(changed.status).toBe(200);
    expect(answerOf('ChangePassword', changed).token).toEqual(expect.any(String));

    const hashes = await storedHashes(t.dataDir);
    expect(Object.keys(hashes).sort()).toEqual([ADMIN_EMAIL, editor.email]);
    for (const stored of Object.values(hashes)) expectProductionHash(stored);

    const login = (email: string, password: string) =>
      request(t.app).post('/api/Auth/Login').send({ email, password });
    expect((await login(editor.email, 'marzipan-window-17')).status).toBe(200);
    expect((await login(editor.email, USER_PASSWORD)).status).toBe(401);
    expect((await login('nobody@example.com', USER_PASSWORD)).status).toBe(401);
  });
});

describe('a cheaper cost', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('when asked for outside NODE_ENV=test, then the hasher refuses it and the API does not start', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => new PasswordHasher(TEST_HASH_COST)).toThrow(/NODE_ENV=test/);
    expect(() => new PasswordHasher({ ...PRODUCTION_HASH_COST, r: 4 })).toThrow(/NODE_ENV=test/);
    expect(() => new PasswordHasher({ ...PRODUCTION_HASH_COST, N: 2 ** 16 })).toThrow(/NODE_ENV=test/);
    // Nothing was opened: the same DATA_DIR then starts at the production cost.
    const dataDir = tempDataDir();
    await expect(startTestApi({ dataDir, hashCost: TEST_HASH_COST })).rejects.toThrow(/NODE_ENV=test/);
    const started = await startTestApi({ dataDir, hashCost: undefined });
    await started.close();
    expectProductionHash((await storedHashes(dataDir))[ADMIN_EMAIL] ?? '');
  });

  it('when asked for under NODE_ENV=test, then hashes carry that cost and still tell right from wrong', async () => {
    const hasher = new PasswordHasher(TEST_HASH_COST);
    const stored = await hasher.hash('sunflower-oven-42');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await hasher.verify('sunflower-oven-42', stored)).toBe(true);
    expect(await hasher.verify('sunflower-oven-43', stored)).toBe(false);
  });
});
