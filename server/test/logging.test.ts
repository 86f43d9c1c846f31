import { Writable } from 'node:stream';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createApp } from '../src/app';
import { loadEnv } from '../src/env';
import { createLogger } from '../src/logger';
import { makeClientDir, tempDir } from './helpers';
import { TEST_HASH_COST } from './support/hash-cost';

describe('request logs', () => {
  it('write one JSON line per request with its id, and never the credentials', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const env = loadEnv({
      DATA_DIR: tempDir('data'),
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'long enough password',
    });
    const cakeshop = await createApp({
      env,
      clientDir: makeClientDir(),
      logger: createLogger('info', sink),
      hashCost: TEST_HASH_COST,
    });
    try {
      await request(cakeshop.app)
        .get('/api/Auth/GetAccount')
        .set('X-Request-Id', 'trace-1')
        .set('Authorization', 'Bearer top-secret-token')
        .set('Cookie', '_csrf=top-secret-cookie');
      const entries = lines.map(
        (line) => JSON.parse(line) as { req?: { id?: string }; res?: { statusCode?: number } },
      );
      const entry = entries.find((e) => e.req?.id === 'trace-1');
      expect(entry?.res?.statusCode).toBe(401);
      expect(lines.join('\n')).not.toMatch(/top-secret/);
    } finally {
      await cakeshop.close();
    }
  });
});
