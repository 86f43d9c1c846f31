import type { TestProject } from 'vitest/node';

import { startPostgres } from '../../../scripts/lib/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL pass's server (its `postgres` database), to create each test's database on. */
    postgresServer: string | undefined;
  }
}

/** Vitest's global setup for the PostgreSQL pass: one cluster for every worker, gone at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresServer', server.url);
  return () => server.stop();
}
