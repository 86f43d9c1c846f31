/**
 * A write refused by a UNIQUE index: SQLite's `SQLITE_CONSTRAINT_UNIQUE`, PostgreSQL's `23505`.
 * What decides between two servers saving the same district at once, when the check before the
 * write saw neither.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}
