import pg from 'pg';

/** pg.types.builtins.INT8: BIGINT, and what COUNT(*) answers. */
const INT8 = 20;

/**
 * How values are read from PostgreSQL: BIGINT (SQLite's INTEGER here: epoch milliseconds, ids)
 * and COUNT(*) as JavaScript numbers, as from SQLite, instead of text; every such value here is
 * far below 2^53. Everything else as pg reads it.
 */
export const numbersAsNumbers = {
  getTypeParser: ((oid: number, format: 'text' | 'binary' = 'text'): unknown =>
    oid === INT8
      ? Number
      : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
};
