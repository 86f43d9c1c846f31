import { expect, it } from 'vitest';

import { allRows, queryData } from './database';

/**
 * What allRows must see, on either database: the tests that compare the rows before and after a
 * request rely on it reading again after every change, while it reads the whole database only
 * after a write. `fresh` makes a DATA_DIR with an empty database of the pass's kind.
 */
export function snapshotCases(fresh: () => Promise<string>): void {
  const withNotes = async () => {
    const dataDir = await fresh();
    await queryData(dataDir, 'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    await queryData(dataDir, "INSERT INTO notes (id, body) VALUES (1, 'one'), (2, 'two')");
    return dataDir;
  };

  it('when nothing was written, then two reads are the same', async () => {
    const dataDir = await withNotes();
    const first = await allRows(dataDir);
    expect(first).toContain('two');
    expect(await allRows(dataDir)).toBe(first);
  });

  it.each([
    ['a row added', "INSERT INTO notes (id, body) VALUES (3, 'three')", 'three'],
    ['a value changed, the count the same', "UPDATE notes SET body = 'uno' WHERE id = 1", 'uno'],
    ['a row deleted', 'DELETE FROM notes WHERE id = 2', undefined],
  ])('when %s, then the next read shows it', async (_change, statement, shows) => {
    const dataDir = await withNotes();
    const before = await allRows(dataDir);
    await queryData(dataDir, statement);
    const after = await allRows(dataDir);
    expect(after).not.toBe(before);
    if (shows) expect(after).toContain(shows);
    else expect(after).not.toContain('two');
  });

  it('when a row is written with the values it had, then the read is the same', async () => {
    const dataDir = await withNotes();
    const before = await allRows(dataDir);
    await queryData(dataDir, "UPDATE notes SET body = 'one' WHERE id = 1");
    expect(await allRows(dataDir)).toBe(before);
  });

  it('when a table is added, then the next read has it', async () => {
    const dataDir = await withNotes();
    const before = await allRows(dataDir);
    await queryData(dataDir, 'CREATE TABLE more_notes (id INTEGER PRIMARY KEY)');
    const after = await allRows(dataDir);
    expect(after).not.toBe(before);
    expect(after).toContain('more_notes');
  });
}
