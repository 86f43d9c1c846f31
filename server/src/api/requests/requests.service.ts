import { addDays, decimalText, normaliseReference } from '@cakeshop/shared';
import { phoneKey } from '@cakeshop/shared/phone-numbers';
import type { Paged, RequestHistory, RequestKind } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { Actor } from '../http/actor';
import { currentActor } from '../http/actor';
import { calendarFile } from './calendar-file';
import { toCsv } from './csv';
import type { Places } from './places';
import { RequestChangesRepository } from './request-changes.repository';
import type { OutOf, RequestKinds, RequestRow, RowOf } from './request-kind';
import type { RequestFilter } from './request.repository';
import { RequestRepository } from './request.repository';
import { requestMessagesOf } from './request-messages';
import type { ReadSiteSettings } from './site-settings';
import { trackedView } from './tracked-view';
import type { Tracked } from './tracked-view';
import { visitorReference } from './visitor-key';
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

/** A status step as one side asked for it: from the status they saw, to the one they chose. */
export interface Move {
  from: string;
  to: string;
  staffNote?: string | null | undefined;
  /** Whoever asked: a staff member, or the visitor on /track. */
  actor: Actor;
  /** A visitor's change keeps its key: a repeat is the same change. */
  idempotencyKey?: string | null;
}

/**
 * What a status step that won tells whom (the status messages), inside its transaction. Wired
 * where the API is assembled; the requests core knows nothing of the messages it makes.
 */
export type MoveListener = (
  trx: Trx,
  hooks: TxHooks,
  kind: RequestKind,
  row: RequestRow,
  move: { from: string; to: string; byVisitor: boolean },
) => Promise<void>;

export interface RequestsOptions {
  settings: ReadSiteSettings;
  places: Places;
  now: () => Date;
  onMoved?: MoveListener | undefined;
  /** The site's host, for the calendar files' UIDs. */
  siteHost?: string | undefined;
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
 * Every kind of visitor request, handled alike from its registry entry: the staff's lists,
 * details, status steps (compare-and-swap) and CSV; the inbox's counts; the visitor's tracking;
 * and references unique across all kinds. Kinds bring only their own checks and what they store.
 */
export class RequestsService<Kinds extends RequestKinds> {
  private readonly repositories: { [K in keyof Kinds]: RequestRepository };
  private readonly names: (keyof Kinds & string)[];
  readonly changes = new RequestChangesRepository();

  constructor(
    private readonly database: Database,
    private readonly kinds: Kinds,
    private readonly limits: VisitorLimits,
    private readonly options: RequestsOptions,
  ) {
    this.names = Object.keys(kinds);
    this.repositories = Object.fromEntries(
      this.names.map((kind) => [kind, new RequestRepository(database.db, kinds[kind]!.table)]),
    ) as { [K in keyof Kinds]: RequestRepository };
  }

  /** The kinds by name (the visitor's changes look up the kind's rules). */
  spec<K extends keyof Kinds & string>(kind: K): Kinds[K] {
    return this.kinds[kind];
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

  /** One request as its kind's entry sees it (its row and what it keeps beside it), if there is one. */
  async find(db: Kysely<DB> | Trx, kind: keyof Kinds & string, id: number): Promise<RequestRow | undefined> {
    const row = await this.repositories[kind].find(db, id);
    return row && (await this.full(kind, db, [row]))[0];
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
    const row = await this.find(this.database.db, kind, id);
    if (!row) throw ApiError.notFound(`No such ${kind} request`);
    return this.kinds[kind]!.toContract(row) as OutOf<Kinds[K]>;
  }

  /**
   * A staff member moves a request along its kind's graph. One conditional write decides: if the
   * request is no longer in the status the change starts from, nothing changes and the answer is
   * 409 naming who moved it and when.
   */
  changeStatus<K extends keyof Kinds & string>(kind: K, change: StatusChange): Promise<OutOf<Kinds[K]>> {
    return this.database.write(async (trx, hooks) => {
      const from =
        change.expectedStatus ?? (await this.current(trx, this.repositories[kind], change.id)).status;
      const row = await this.move(trx, hooks, kind, change.id, {
        from,
        to: change.status,
        staffNote: change.staffNote,
        actor: currentActor(),
      });
      return this.kinds[kind]!.toContract(row) as OutOf<Kinds[K]>;
    });
  }

  /**
   * A status step of anyone's (the staff's, or the visitor's cancellation), inside a write: the
   * graph's check, the compare-and-swap, and, once it has won, the kind's own consequences (seats
   * given back), who changed what, the activity row and the messages it sends. Returns the row.
   */
  async move<K extends keyof Kinds & string>(
    trx: Trx,
    hooks: TxHooks,
    kind: K,
    id: number,
    move: Move,
  ): Promise<RowOf<Kinds[K]>> {
    const spec = this.kinds[kind]!;
    const repository = this.repositories[kind];
    const { from, to, actor } = move;
    if (!spec.canMove(from, to))
      throw ApiError.conflict(
        'order.bad_transition',
        `A ${kind} request that is ${from} cannot become ${to}`,
      );
    const at = this.options.now().toISOString();
    const moved = await repository.moveStatus(trx, id, {
      from,
      to,
      staffNote: move.staffNote,
      by: actor.username,
      at,
    });
    const current = await this.current(trx, repository, id);
    if (!moved)
      throw ApiError.changed(
        'request.changed',
        `Changed meanwhile by ${current.statusChangedBy ?? 'someone'} at ${current.statusChangedAt ?? current.createdAt}: it is ${current.status} now`,
        { by: current.statusChangedBy ?? '', at: current.statusChangedAt ?? current.createdAt },
      );
    const [row] = await this.full(kind, trx, [current]);
    if (!row) throw ApiError.notFound('No such request');
    if (from !== to) {
      await spec.onMove?.(trx, row, { from, to });
      const byVisitor = actor.userId === null;
      await this.changes.add(trx, {
        requestKind: kind,
        requestId: id,
        field: 'status',
        from,
        to,
        by: byVisitor ? null : actor.username,
        at,
        idempotencyKey: move.idempotencyKey ?? null,
      });
      await this.options.onMoved?.(trx, hooks, kind as RequestKind, row, { from, to, byVisitor });
    }
    await recordActivity(
      trx,
      {
        action: 'status',
        entity: spec.entity,
        entityId: id,
        summary: `${row.reference}: ${from} → ${to}`,
        details: { kind: 'status', reference: row.reference, from, to },
      },
      actor,
    );
    return row as RowOf<Kinds[K]>;
  }

  private async current(trx: Trx, repository: RequestRepository, id: number): Promise<RequestRow> {
    const row = await repository.find(trx, id);
    if (!row) throw ApiError.notFound('No such request');
    return row;
  }

  /**
   * The request this reference and phone name (the phone read in E.164 with the shop's country,
   * however it is typed), whatever its kind; undefined when either does not match, so callers
   * answer both alike.
   */
  async findVisitors(
    db: Kysely<DB> | Trx,
    reference: string,
    phone: string,
  ): Promise<{ kind: keyof Kinds & string; row: RequestRow } | undefined> {
    const wanted = normaliseReference(reference);
    const digits = phoneKey(phone, await this.options.settings(db));
    if (digits === '') return undefined;
    for (const kind of this.names) {
      const row = await this.repositories[kind].findByReference(wanted, db);
      if (row && row.phoneDigits === digits) {
        const [full] = await this.full(kind, db, [row]);
        return full && { kind, row: full };
      }
    }
    return undefined;
  }

  /** What `/track` shows of a request: its facts, where and when, and what the visitor may change now. */
  async view(
    db: Kysely<DB> | Trx,
    kind: keyof Kinds & string,
    row: RequestRow,
  ): Promise<Tracked<keyof Kinds & string>> {
    const spec = this.kinds[kind]!;
    const details = await spec.details(db, row);
    const view = trackedView({
      kind,
      changes: spec.visitorChanges,
      row,
      facts: spec.track(row),
      amount: spec.exported(row).amount,
      details,
      place: await this.options.places.of(db, details.branchId),
      settings: await this.options.settings(db),
      now: this.options.now(),
    });
    return { ...view, ...(await spec.trackMore?.(db, row)) };
  }

  /**
   * A visitor's look-up: the reference and the phone (however typed) must both match; a wrong
   * phone gets the same 404 as an unknown reference, and misses are throttled. A reference that
   * cannot be one is refused as malformed before the throttle counts it.
   */
  track(reference: string, phone: string, address: string): Promise<Tracked<keyof Kinds & string>> {
    visitorReference(reference);
    return this.limits.track(address, async () => {
      const found = await this.findVisitors(this.database.db, reference, phone);
      return found && (await this.view(this.database.db, found.kind, found.row));
    });
  }

  /** A visitor's request as an iCalendar file, asked for like its tracking (and throttled alike). */
  calendar(reference: string, phone: string, address: string): Promise<string> {
    visitorReference(reference);
    return this.limits.track(address, async () => {
      const { db } = this.database;
      const found = await this.findVisitors(db, reference, phone);
      if (!found) return undefined;
      const spec = this.kinds[found.kind]!;
      const details = await spec.details(db, found.row);
      // A place in line, a class without its date yet: nothing to put in a calendar (the
      // look-up found it, so this does not count as a miss).
      if (!details.day) throw ApiError.notFound('This request has no day yet, so no calendar file');
      const site = await this.options.settings(db);
      return calendarFile({
        kind: found.kind as RequestKind,
        row: found.row,
        facts: spec.track(found.row),
        details,
        place: await this.options.places.of(db, details.branchId, details.day),
        lines: spec.notice(found.row).lines[found.row.language],
        settings: site,
        sequence: await this.changes.revisions(db, found.kind, found.row.id),
        now: this.options.now(),
        host: this.options.siteHost,
      });
    });
  }

  /** A request's life for the staff: who changed what and when, and the messages it sent. */
  async history(kind: keyof Kinds & string, id: number): Promise<RequestHistory> {
    const { db } = this.database;
    if (!(await this.repositories[kind].find(db, id))) throw ApiError.notFound(`No such ${kind} request`);
    const [changes, messages] = await Promise.all([
      this.changes.of(db, kind, id),
      requestMessagesOf(db, kind, id),
    ]);
    return { changes, messages };
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

  /** A reference no request of any kind has (a collision is astronomically rare, but cheap to rule out). */
  async referenceTaken(trx: Trx, reference: string): Promise<boolean> {
    const taken = await Promise.all(
      this.names.map((kind) => this.repositories[kind].referenceTaken(trx, reference)),
    );
    return taken.includes(true);
  }
}
