import { describe, expect, it } from 'vitest';

import { tempDir } from './helpers';
import { allRows, queryData, testDatabaseUrl } from './support/database';
import { snapshotCases } from './support/snapshot-cases';

const fresh = async () => {
  const dataDir = tempDir('snapshot');
  await testDatabaseUrl(dataDir);
  return dataDir;
};

describe('every row of a PostgreSQL database, as tests compare them', () => {
  snapshotCases(fresh);

  it('when one statement deletes a row and adds another, the count the same, then the next read shows both', async () => {
    const dataDir = await fresh();
    await queryData(dataDir, 'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    await queryData(dataDir, "INSERT INTO notes (id, body) VALUES (1, 'one'), (2, 'two')");
    const before = await allRows(dataDir);
    await queryData(
      dataDir,
      "WITH gone AS (DELETE FROM notes WHERE id = 2) INSERT INTO notes VALUES (3, 'three')",
    );
    const after = await allRows(dataDir);
    expect(after).toContain('three');
    expect(after).not.toContain('two');
    expect(after).not.toBe(before);
  });
});
