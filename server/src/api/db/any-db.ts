import type { Kysely } from 'kysely';

/** A migration sees the schema before it, not this build's DB: any table, any column. */
export type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
