import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { afterAll } from 'vitest';

import { createApp, type AppConfig, type CakeshopApp } from '../../src/app';
import { loadEnv } from '../../src/env';
import { createLogger } from '../../src/logger';
import { tempDir } from '../helpers';
import { TEST_HASH_COST } from './hash-cost';

/** The real client build (`pnpm build`): these tests are about the pages it renders. */
const CLIENT_DIST = fileURLToPath(new URL('../../../client/dist/', import.meta.url));
export const SITE_URL = 'https://bakery.example';

/** The BFF with the real client build and the demo content, closed after the file's tests. */
export async function builtApp(
  vars: Record<string, string> = {},
  logger = createLogger('silent'),
  pageCacheTtlMs?: number,
  clock?: AppConfig['clock'],
): Promise<CakeshopApp> {
  if (!existsSync(`${CLIENT_DIST}.ssr/entry-server.js`)) {
    throw new Error('client/dist has no server renderer: run `pnpm build` before these tests');
  }
  const env = loadEnv({
    DATA_DIR: tempDir('render'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'correct horse battery staple',
    SITE_URL,
    ...vars,
  });
  const cakeshop = await createApp({
    env,
    clientDir: CLIENT_DIST,
    logger,
    hashCost: TEST_HASH_COST,
    ...(pageCacheTtlMs === undefined ? {} : { pageCacheTtlMs }),
    ...(clock ? { clock } : {}),
  });
  afterAll(() => cakeshop.close());
  return cakeshop;
}
