import { sql } from 'kysely';
import type { Expression, RawBuilder } from 'kysely';

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards escaped (use ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `column` holds `text` anywhere, whatever the case of its letters. SQLite's LIKE ignores the case
 * of ASCII letters and PostgreSQL's ignores none: both sides lowered, it is the same on either
 * (SQLite's lower() folds ASCII letters only, as its LIKE does; Arabic has no case).
 */
export function containsText(column: Expression<string>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) LIKE lower(${containsPattern(text)}) ESCAPE '\\'`;
}
