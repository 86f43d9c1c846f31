import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

import { CONTENT_KINDS, REQUEST_KINDS } from '@cakeshop/shared';
import { z } from 'zod';

import { DB_FILE } from '../../src/api/db/database';
import { tempDir } from '../helpers';

/**
 * The upgrade fixtures (server/test/fixtures/upgrade/), made by scripts/make-upgrade-fixtures.mjs
 * with the version sites ran before: `sqlite-aed` (its SQLite data dir) and `postgres-kwd` (a
 * pg_dump of its database and its data dir's pictures), each with the backup its owner
 * downloaded and what its API answered then (`expectations.json`).
 */
export type FixtureName = 'sqlite-aed' | 'postgres-kwd';

const FIXTURES = fileURLToPath(new URL('../fixtures/upgrade/', import.meta.url));

const answer = z.record(z.string(), z.unknown());

const expectedRequest = z.object({
  kind: z.enum(REQUEST_KINDS),
  reference: z.string(),
  phone: z.string(),
  detail: answer,
  history: z.object({ changes: z.array(answer), messages: z.array(answer) }),
  track: answer,
  payments: answer.optional(),
  /** The SHA-256 of each picture's bytes, in the request's order. */
  pictures: z.array(z.string()).optional(),
});
export type ExpectedRequest = z.infer<typeof expectedRequest>;

const expectedRecord = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.number().int().optional(),
  state: answer,
  versions: z.array(answer),
  versionFields: z.array(answer),
});
export type ExpectedRecord = z.infer<typeof expectedRecord>;

/** What the earlier version's API answered, as the script wrote it (ids of requests left out). */
const expectations = z.object({
  madeWith: z.object({ commit: z.string(), database: z.enum(['sqlite', 'postgres']) }),
  /** The site's clock when it was read: the upgraded site is read at the same moment. */
  clock: z.iso.datetime(),
  owner: z.object({ email: z.string(), password: z.string() }),
  home: answer,
  users: z.array(answer),
  branches: z.array(answer),
  cakes: z.array(answer),
  courses: z.array(answer),
  inboxCounts: answer,
  requests: z.array(expectedRequest),
  /** ExportRequests' CSV, as downloaded. */
  csv: z.string(),
  waitlistOffer: z.object({ reference: z.string(), token: z.string(), page: answer }),
  waitlistSummary: z.array(answer),
  content: z.object({
    drafts: z.array(answer),
    scheduled: z.array(answer),
    records: z.array(expectedRecord),
  }),
  preview: z.object({ token: z.string(), expiresAt: z.string(), page: answer }),
  activity: z.array(answer),
});
export type Expectations = z.infer<typeof expectations>;

export const fixtureFile = (name: FixtureName, file: string) => path.join(FIXTURES, name, file);

export function expectationsOf(name: FixtureName): Expectations {
  return expectations.parse(JSON.parse(fs.readFileSync(fixtureFile(name, 'expectations.json'), 'utf8')));
}

/** A copy of the fixture's data dir (its SQLite file unpacked), removed after the file's tests. */
export function copyDataDir(name: FixtureName): string {
  const dir = tempDir(`upgrade-${name}`);
  fs.cpSync(fixtureFile(name, 'data'), dir, { recursive: true });
  const packed = path.join(dir, `${DB_FILE}.gz`);
  if (fs.existsSync(packed)) {
    fs.writeFileSync(path.join(dir, DB_FILE), gunzipSync(fs.readFileSync(packed)));
    fs.rmSync(packed);
  }
  return dir;
}
