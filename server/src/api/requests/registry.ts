import type { Kysely } from 'kysely';

import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { RequestKinds, RequestRow, RowOf } from './request-kind';
import { RequestRepository } from './request.repository';

/**
 * The kinds of request by name, each with its repository: what status steps, tracking and the
 * inbox all read requests through, and references unique across every kind.
 */
export class RequestRegistry<Kinds extends RequestKinds> {
  readonly names: (keyof Kinds & string)[];
  private readonly repositories: { [K in keyof Kinds]: RequestRepository };

  constructor(
    database: Database,
    readonly kinds: Kinds,
  ) {
    this.names = Object.keys(kinds);
    this.repositories = Object.fromEntries(
      this.names.map((kind) => [kind, new RequestRepository(database.db, kinds[kind]!.table)]),
    ) as { [K in keyof Kinds]: RequestRepository };
  }

  /** The kind's entry (its own rules). */
  spec<K extends keyof Kinds & string>(kind: K): Kinds[K] {
    return this.kinds[kind];
  }

  /** The kind's requests as its own repository sees them (intake stores through it). */
  repository<K extends keyof Kinds & string>(kind: K): RequestRepository<RowOf<Kinds[K]>> {
    return this.repositories[kind] as RequestRepository<RowOf<Kinds[K]>>;
  }

  /** The kind's rows as its entry sees them (with what it keeps beside them, if anything). */
  async full(kind: keyof Kinds & string, db: Kysely<DB> | Trx, rows: RequestRow[]): Promise<RequestRow[]> {
    const spec = this.kinds[kind]!;
    return spec.complete && rows.length > 0 ? spec.complete(db, rows) : rows;
  }

  /** One request as its kind's entry sees it (its row and what it keeps beside it), if there is one. */
  async find(db: Kysely<DB> | Trx, kind: keyof Kinds & string, id: number): Promise<RequestRow | undefined> {
    const row = await this.repositories[kind].find(db, id);
    return row && (await this.full(kind, db, [row]))[0];
  }

  /** A reference no request of any kind has (a collision is astronomically rare, but cheap to rule out). */
  async referenceTaken(trx: Trx, reference: string): Promise<boolean> {
    const taken = await Promise.all(
      this.names.map((kind) => this.repositories[kind].referenceTaken(trx, reference)),
    );
    return taken.includes(true);
  }
}
