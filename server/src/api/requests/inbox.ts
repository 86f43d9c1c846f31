import { addDays, decimalText } from '@cakeshop/shared';
import type { Paged, RequestHistory } from '@cakeshop/shared';

import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { toCsv } from './csv';
import type { RequestRegistry } from './registry';
import type { RequestChangesRepository } from './request-changes.repository';
import type { OutOf, RequestKinds } from './request-kind';
import type { RequestFilter } from './request.repository';
import { requestMessagesOf } from './request-messages';

export interface ListQuery {
  pageNume: number;
  pageSize: number;
  status?: string | undefined;
  q: string;
  course?: RequestFilter['course'];
}

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
  'currency',
] as const;

/**
 * The staff's side of every kind alike: lists with a status filter and a search, one request, its
 * history, the inbox's counts and the CSV export.
 */
export class RequestInbox<Kinds extends RequestKinds> {
  constructor(
    private readonly database: Database,
    private readonly registry: RequestRegistry<Kinds>,
    private readonly changes: RequestChangesRepository,
  ) {}

  async list<K extends keyof Kinds & string>(kind: K, query: ListQuery): Promise<Paged<OutOf<Kinds[K]>>> {
    const spec = this.registry.spec(kind);
    const { rows, totalCount } = await this.registry.requests.page(kind, {
      status: query.status,
      course: query.course,
      q: query.q,
      offset: (query.pageNume - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const full = await this.registry.full(kind, this.database.db, rows);
    return {
      items: full.map((row) => spec.toContract(row) as OutOf<Kinds[K]>),
      totalCount,
      pageNumber: query.pageNume,
      pageSize: query.pageSize,
    };
  }

  async get<K extends keyof Kinds & string>(kind: K, id: number): Promise<OutOf<Kinds[K]>> {
    const row = await this.registry.find(this.database.db, kind, id);
    if (!row) throw ApiError.notFound(`No such ${kind} request`);
    return this.registry.spec(kind).toContract(row) as OutOf<Kinds[K]>;
  }

  /** A request's life for the staff: who changed what and when, and the messages it sent. */
  async history(kind: keyof Kinds & string, id: number): Promise<RequestHistory> {
    const { db } = this.database;
    if (!(await this.registry.requests.find(db, kind, id)))
      throw ApiError.notFound(`No such ${kind} request`);
    const [changes, messages] = await Promise.all([
      this.changes.of(db, kind, id),
      requestMessagesOf(db, kind, id),
    ]);
    return { changes, messages };
  }

  /** How many requests of each kind are new, each under its kind's field. */
  async counts(): Promise<Record<string, number>> {
    const counts = await this.registry.requests.countNew();
    return Object.fromEntries(
      this.registry.names.map((kind) => [this.registry.spec(kind).countField, counts.get(kind) ?? 0]),
    );
  }

  /** Every kind's requests that came in between the two days (both included), as CSV for Excel. */
  async export(from: string | undefined, to: string | undefined): Promise<string> {
    const until = to ? addDays(to, 1) : undefined;
    const all = await this.registry.requests.createdBetween(from, until);
    // Kind by kind in the registry's order, each oldest first, as the staff's spreadsheet has them.
    const lists = await Promise.all(
      this.registry.names.map((kind) =>
        this.registry.full(
          kind,
          this.database.db,
          all.filter((row) => row.kind === kind),
        ),
      ),
    );
    return toCsv(
      EXPORT_HEADER,
      this.registry.names.flatMap((kind, i) =>
        (lists[i] ?? []).map((row) => {
          const own = this.registry.spec(kind).exported(row);
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
            own.totalMinor === null ? null : decimalText(own.totalMinor, row.currency),
            row.customerName,
            row.phone,
            row.email,
            row.language,
            row.notes,
            row.staffNote,
            row.currency,
          ];
        }),
      ),
    );
  }
}
