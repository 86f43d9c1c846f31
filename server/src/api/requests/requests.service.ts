import { addDays, normaliseReference, phoneDigits } from '@cakeshop/shared';
import type { Paged } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import { toCsv } from './csv';
import type { OutOf, RequestKinds, RequestRow, RowOf, TrackFacts } from './request-kind';
import type { RequestFilter } from './request.repository';
import { RequestRepository } from './request.repository';
import type { VisitorLimits } from './visitor-limits';

export interface ListQuery {
  pageNume: number;
  pageSize: number;
  status?: string | undefined;
  q: string;
  where?: RequestFilter['where'];
}

export interface StatusChange {
  id: number;
  status: string;
  staffNote?: string | null | undefined;
  /** The status the staff saw; absent: the one it has when the change arrives. */
  expectedStatus?: string | undefined;
}

/** One kind's share of the requests: what its own rows of the endpoint table call. */
export interface KindRequests<Out> {
  list(query: ListQuery): Promise<Paged<Out>>;
  get(id: number): Promise<Out>;
  changeStatus(change: StatusChange): Promise<Out>;
}

/** What a visitor's look-up answers: the kind and what its registry entry shows. */
export type Tracked<K extends string> = TrackFacts & { kind: K };

const EXPORT_HEADER = [
  'kind',
  'reference',
  'status',
  'created_at',
  'item_en',
  'item_ar',
  'date',
  'quantity_or_seats',
  'branch_en',
  'branch_ar',
  'cake_message',
  'total',
  'customer_name',
  'phone',
  'email',
  'language',
  'notes',
  'staff_note',
] as const;

/**
 * Every kind of visitor request, handled alike from its registry entry: the staff's lists,
 * details, status steps (compare-and-swap) and CSV; the inbox's counts; the visitor's tracking;
 * and references unique across all kinds. Kinds bring only their own checks and what they store.
 */
export class RequestsService<Kinds extends RequestKinds> {
  private readonly repositories: { [K in keyof Kinds]: RequestRepository };
  private readonly names: (keyof Kinds & string)[];

  constructor(
    private readonly database: Database,
    private readonly kinds: Kinds,
    private readonly limits: VisitorLimits,
  ) {
    this.names = Object.keys(kinds);
    this.repositories = Object.fromEntries(
      this.names.map((kind) => [kind, new RequestRepository(database.db, kinds[kind]!.table)]),
    ) as { [K in keyof Kinds]: RequestRepository };
  }

  /** The kind's requests as its own repository sees them (intake stores through it). */
  repository<K extends keyof Kinds & string>(kind: K): RequestRepository<RowOf<Kinds[K]>> {
    return this.repositories[kind] as RequestRepository<RowOf<Kinds[K]>>;
  }

  /** One kind's share, for its own routes. */
  of<K extends keyof Kinds & string>(kind: K): KindRequests<OutOf<Kinds[K]>> {
    return {
      list: (query) => this.list(kind, query),
      get: (id) => this.get(kind, id),
      changeStatus: (change) => this.changeStatus(kind, change),
    };
  }

  /** The kind's rows as its entry sees them (with what it keeps beside them, if anything). */
  private async full(
    kind: keyof Kinds & string,
    db: Kysely<DB> | Trx,
    rows: RequestRow[],
  ): Promise<RequestRow[]> {
    const spec = this.kinds[kind]!;
    return spec.complete && rows.length > 0 ? spec.complete(db, rows) : rows;
  }

  async list<K extends keyof Kinds & string>(kind: K, query: ListQuery): Promise<Paged<OutOf<Kinds[K]>>> {
    const spec = this.kinds[kind]!;
    const { rows, totalCount } = await this.repositories[kind].page({
      status: query.status,
      where: query.where,
      q: query.q,
      offset: (query.pageNume - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const full = await this.full(kind, this.database.db, rows);
    return {
      items: full.map((row) => spec.toContract(row) as OutOf<Kinds[K]>),
      totalCount,
      pageNumber: query.pageNume,
      pageSize: query.pageSize,
    };
  }

  async get<K extends keyof Kinds & string>(kind: K, id: number): Promise<OutOf<Kinds[K]>> {
    const row = await this.repositories[kind].find(this.database.db, id);
    if (!row) throw ApiError.notFound(`No such ${kind} request`);
    const [full] = await this.full(kind, this.database.db, [row]);
    return this.kinds[kind]!.toContract(full!) as OutOf<Kinds[K]>;
  }

  /**
   * A staff member moves a request along its kind's graph. One conditional write decides: if the
   * request is no longer in the status the change starts from, nothing changes and the answer is
   * 409 naming who moved it and when.
   */
  changeStatus<K extends keyof Kinds & string>(kind: K, change: StatusChange): Promise<OutOf<Kinds[K]>> {
    const spec = this.kinds[kind]!;
    const repository = this.repositories[kind];
    return this.database.write(async (trx) => {
      const from = change.expectedStatus ?? (await this.current(trx, repository, change.id)).status;
      if (!spec.canMove(from, change.status))
        throw ApiError.conflict(
          'order.bad_transition',
          `A ${kind} request that is ${from} cannot become ${change.status}`,
        );
      const moved = await repository.moveStatus(trx, change.id, {
        from,
        to: change.status,
        staffNote: change.staffNote,
        by: currentActor().username,
        at: new Date().toISOString(),
      });
      const row = await this.current(trx, repository, change.id);
      if (!moved)
        throw ApiError.changed(
          'request.changed',
          `Changed meanwhile by ${row.statusChangedBy ?? 'someone'} at ${row.statusChangedAt ?? row.createdAt}: it is ${row.status} now`,
          { by: row.statusChangedBy ?? '', at: row.statusChangedAt ?? row.createdAt },
        );
      const [full] = await this.full(kind, trx, [row]);
      if (from !== change.status) await spec.onMove?.(trx, full!, { from, to: change.status });
      await recordActivity(trx, {
        action: 'status',
        entity: spec.entity,
        entityId: change.id,
        summary: `${row.reference}: ${from} → ${change.status}`,
      });
      return spec.toContract(full!) as OutOf<Kinds[K]>;
    });
  }

  private async current(trx: Trx, repository: RequestRepository, id: number): Promise<RequestRow> {
    const row = await repository.find(trx, id);
    if (!row) throw ApiError.notFound('No such request');
    return row;
  }

  /**
   * A visitor's look-up: the reference and the phone (compared by digits alone, any script) must
   * both match; a wrong phone gets the same 404 as an unknown reference, and misses are throttled.
   */
  track(reference: string, phone: string, address: string): Promise<Tracked<keyof Kinds & string>> {
    return this.limits.track(address, async () => {
      const wanted = normaliseReference(reference);
      const digits = phoneDigits(phone);
      if (digits === '') return undefined;
      for (const kind of this.names) {
        const row = await this.repositories[kind].findByReference(wanted);
        if (row && row.phoneDigits === digits) {
          const [full] = await this.full(kind, this.database.db, [row]);
          return { kind, ...this.kinds[kind]!.track(full!) };
        }
      }
      return undefined;
    });
  }

  /** How many requests of each kind are new, each under its kind's field. */
  async counts(): Promise<Record<string, number>> {
    const counts = await Promise.all(this.names.map((kind) => this.repositories[kind].countNew()));
    return Object.fromEntries(this.names.map((kind, i) => [this.kinds[kind]!.countField, counts[i] ?? 0]));
  }

  /** Every kind's requests that came in between the two days (both included), as CSV for Excel. */
  async export(from: string | undefined, to: string | undefined): Promise<string> {
    const until = to ? addDays(to, 1) : undefined;
    const lists = await Promise.all(
      this.names.map(async (kind) =>
        this.full(kind, this.database.db, await this.repositories[kind].createdBetween(from, until)),
      ),
    );
    return toCsv(
      EXPORT_HEADER,
      this.names.flatMap((kind, i) =>
        (lists[i] ?? []).map((row) => {
          const own = this.kinds[kind]!.exported(row);
          return [
            kind,
            row.reference,
            row.status,
            row.createdAt,
            own.itemEn,
            own.itemAr,
            own.date?.slice(0, 10) ?? '',
            own.amount,
            own.branchEn,
            own.branchAr,
            own.cakeMessage,
            own.total,
            row.customerName,
            row.phone,
            row.email,
            row.language,
            row.notes,
            row.staffNote,
          ];
        }),
      ),
    );
  }

  /** A reference no request of any kind has (a collision is astronomically rare, but cheap to rule out). */
  async referenceTaken(trx: Trx, reference: string): Promise<boolean> {
    const taken = await Promise.all(
      this.names.map((kind) => this.repositories[kind].referenceTaken(trx, reference)),
    );
    return taken.includes(true);
  }
}
