import fs from 'node:fs';

import { expect } from 'vitest';

import { PRODUCTION_HASH_COST } from '../../src/api/auth/password';
import type { ApiConfig } from '../../src/api/index';
import { tempDir } from '../helpers';
import { signIn, startSignedInApi, startTestApi } from '../support/api';
import type { SignedInApi } from '../support/api';
import { restore } from '../support/backup';
import { fixtureFile } from './fixture';
import type { Expectations, FixtureName } from './fixture';

/**
 * How the earlier site is run: at the moment it was read (offers, deadlines and schedules stand
 * where they stood), checking its owner's password at the cost it was hashed at.
 */
const asItRan = (expected: Expectations): Partial<ApiConfig> => {
  const at = new Date(expected.clock);
  return { now: () => at, hashCost: PRODUCTION_HASH_COST };
};

/**
 * Today's API started on an earlier site's data (migrated as it starts), under the site's own
 * secret (DATA_DIR/jwt-secret), signed in as the site's owner.
 */
export async function startedOn(expected: Expectations, config: Partial<ApiConfig>): Promise<SignedInApi> {
  const site = await startTestApi({ jwtSecret: undefined, ...asItRan(expected), ...config });
  return { ...site, auth: await signIn(site.app, expected.owner.email, expected.owner.password) };
}

/**
 * A new site of today's (on the pass's database, or as `config` says) with the fixture's backup
 * restored onto it through the API, signed in as the restored site's owner.
 */
export async function restoredFrom(
  name: FixtureName,
  expected: Expectations,
  config: Partial<ApiConfig> = {},
): Promise<SignedInApi> {
  const site = await startSignedInApi({
    dataDir: tempDir('upgrade-restore'),
    ...asItRan(expected),
    ...config,
  });
  const restored = await restore(site, fs.readFileSync(fixtureFile(name, 'backup.tar.gz')));
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  return { ...site, auth: await signIn(site.app, expected.owner.email, expected.owner.password) };
}
