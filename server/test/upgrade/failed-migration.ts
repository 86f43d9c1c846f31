import type { ApiConfig } from '../../src/api/index';
import { dataSnapshot } from '../support/api';
import { queryData } from '../support/database';
import type { Expectations } from './fixture';
import { startedOn } from './open-site';

/**
 * The last migration the earlier version ran: two steps, a column `claimed_by` on the outbox, then
 * a column `lease_until`. Half undone (its first column dropped) and marked as not run, it runs
 * again on start, does its first step and fails at its second: the column is there.
 */
const LAST_MIGRATION = '0019_outbox_claims';

/** Every table's columns, as the database describes them. */
const SCHEMA = {
  sqlite:
    "SELECT m.name AS tbl, p.name AS col, p.type FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' ORDER BY 1, 2",
  postgres:
    "SELECT table_name AS tbl, column_name AS col, data_type AS type FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2",
};

const everything = async (dataDir: string, database: keyof typeof SCHEMA) => ({
  data: await dataSnapshot(dataDir),
  schema: await queryData(dataDir, SCHEMA[database]),
  migrations: await queryData(dataDir, 'SELECT name, timestamp FROM kysely_migration ORDER BY name'),
});

/** What a start on a site whose migration fails half-way does: its error, and the site before and after. */
export interface FailedStart {
  error: unknown;
  before: Awaited<ReturnType<typeof everything>>;
  after: Awaited<ReturnType<typeof everything>>;
}

/**
 * Starts today's server on an earlier site's data (`config`: its DATA_DIR and database) whose
 * last migration, half undone, fails half-way when it runs again.
 */
export async function startFailingHalfWay(
  expected: Expectations,
  database: keyof typeof SCHEMA,
  config: Partial<ApiConfig> & { dataDir: string },
): Promise<FailedStart> {
  const { dataDir } = config;
  await queryData(dataDir, 'ALTER TABLE outbox DROP COLUMN claimed_by');
  await queryData(dataDir, 'DELETE FROM kysely_migration WHERE name = ?', [LAST_MIGRATION]);
  const before = await everything(dataDir, database);
  const error = await startedOn(expected, config).then(
    async (site) => {
      await site.close();
      return undefined;
    },
    (reason: unknown) => reason,
  );
  return { error, before, after: await everything(dataDir, database) };
}
