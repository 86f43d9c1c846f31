import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { startPostgres } from '../../../scripts/lib/postgres.mjs';
import { openPostgres } from '../../src/api/db/postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL pass's server (its `postgres` database), to create each test's database on. */
    postgresServer: string | undefined;
    /** A database on it at the latest schema, copied for each API a test starts (database.ts). */
    postgresTemplate: string | undefined;
  }
}

const TEMPLATE = 'site_template';

/** A database on `server` migrated by the code that migrates a site's, then left alone. */
async function createTemplate(server: string): Promise<void> {
  const client = new pg.Client(server);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${TEMPLATE}`;
  let failed: unknown;
  const database = await openPostgres(url.href, (error) => (failed = error));
  // PostgreSQL copies a template only while nobody is connected to it.
  await database.close();
  if (failed) throw new Error('migrating the template database failed', { cause: failed });
}

/** Vitest's global setup for the PostgreSQL pass: one cluster for every worker, gone at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  try {
    await createTemplate(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresServer', server.url);
  project.provide('postgresTemplate', TEMPLATE);
  return () => server.stop();
}
