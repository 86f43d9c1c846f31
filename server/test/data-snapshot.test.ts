import { copyFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DB_FILE } from '../src/api/db/database';
import { tempDir } from './helpers';
import { allRows, queryData } from './support/database';
import { snapshotCases } from './support/snapshot-cases';

describe('every row of a SQLite database, as tests compare them', () => {
  snapshotCases(() => Promise.resolve(tempDir('snapshot')));

  it('when the file is replaced by another, then the next read is the other', async () => {
    const [dataDir, other] = [tempDir('snapshot'), tempDir('snapshot')];
    await queryData(dataDir, 'CREATE TABLE notes (body TEXT)');
    await queryData(dataDir, "INSERT INTO notes VALUES ('mine')");
    await queryData(other, 'CREATE TABLE notes (body TEXT)');
    await queryData(other, "INSERT INTO notes VALUES ('theirs')");
    expect(await allRows(dataDir)).toContain('mine');
    copyFileSync(join(other, DB_FILE), join(other, 'copy'));
    renameSync(join(other, 'copy'), join(dataDir, DB_FILE));
    expect(await allRows(dataDir)).toContain('theirs');
  });
});
