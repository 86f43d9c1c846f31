import type SQLite from 'better-sqlite3';
import { isContentKind, SINGLE_RECORD_ID } from '@cakeshop/shared';

import { RECORD_TABLES } from '../content/record-tables';
import { InvalidArchiveError } from './archive';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A backup's versions, drafts and schedules of content: each of a kind this site knows, its fields
 * a JSON object, and its record there (a draft of a record that is gone would come back to haunt
 * the next record given its id).
 */
export function checkContentHistory(db: SQLite.Database): void {
  const exists = Object.fromEntries(
    Object.entries(RECORD_TABLES).map(([kind, table]) => [
      kind,
      table
        ? (() => {
            const find = db.prepare(`SELECT 1 FROM ${snake(table)} WHERE id = ?`);
            return (id: number) => find.get(id) !== undefined;
          })()
        : (id: number) => id === SINGLE_RECORD_ID,
    ]),
  );
  for (const table of ['content_heads', 'content_drafts', 'content_versions']) {
    const fields = table === 'content_heads' ? "'{}'" : 'fields';
    const rows = db.prepare(`SELECT kind, record_id AS id, ${fields} AS fields FROM ${table}`).all() as {
      kind: unknown;
      id: number;
      fields: string;
    }[];
    for (const row of rows) {
      if (!isContentKind(row.kind))
        throw new InvalidArchiveError('The backup holds versions of content this site does not know');
      let parsed: unknown;
      try {
        parsed = JSON.parse(row.fields);
      } catch {
        parsed = null;
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new InvalidArchiveError('The backup holds damaged versions of content');
      if (!exists[row.kind]?.(row.id))
        throw new InvalidArchiveError('The backup holds drafts or versions of records it does not have');
    }
  }
}
