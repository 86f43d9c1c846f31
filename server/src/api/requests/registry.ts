import type { Kysely } from 'kysely';

import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { RequestKinds, RequestRow } from './request-kind';
import { RequestRepository } from './request.repository';

/**
 * The kinds of request by name, and the one table of every kind's requests: what status steps,
 * tracking and the inbox all read requests through, and references unique across every kind.
 */
export class RequestRegistry<Kinds extends RequestKinds> {
  readonly names: (keyof Kinds & string)[];
  readonly requests: RequestRepository;
  /**
   * The entries by name, as a table over the kinds' names: read so, a registry of some kinds is
   * one of fewer (each kind's code is given the registry it needs).
   */
  private readonly entries: { readonly [K in keyof Kinds]: Kinds[K] };

  constructor(database: Database, kinds: Kinds) {
    this.names = Object.keys(kinds);
    this.requests = new RequestRepository(database.db);
    this.entries = kinds;
  }

  /** The kind's entry (its own rules). */
  spec<K extends keyof Kinds & string>(kind: K): Kinds[K] {
    return this.entries[kind];
  }

  /** The kind's requests whole, as its entry sees them (its own row and what it keeps beside it). */
  async full(
    kind: keyof Kinds & string,
    db: Kysely<DB> | Trx,
    rows: readonly RequestRow[],
  ): Promise<RequestRow[]> {
    return rows.length > 0 ? this.entries[kind].complete(db, rows) : [];
  }

  /** One request of this kind, whole, if there is one. */
  async find(db: Kysely<DB> | Trx, kind: keyof Kinds & string, id: number): Promise<RequestRow | undefined> {
    const row = await this.requests.find(db, kind, id);
    return row && (await this.full(kind, db, [row]))[0];
  }

  /** A reference no request of any kind has (a collision is astronomically rare, but cheap to rule out). */
  referenceTaken(trx: Trx, reference: string): Promise<boolean> {
    return this.requests.referenceTaken(trx, reference);
  }
}
