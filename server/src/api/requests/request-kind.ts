import type { ActivityEntity, TrackDelivery, TrackLine, TrackResult, VisitorChange } from '@cakeshop/shared';
import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, RequestsTable } from '../db/schema';

import type { VisitorRequestNotice } from '../outbox/notice';

/** A request's row of `requests`: what every kind has (who asked, the reference, the status…). */
export type RequestRow = Selectable<RequestsTable>;

/** A kind's request as its code reads it: its `requests` row in the kind's statuses, and its own columns. */
export type KindRow<Own, Status extends string = string> = Omit<RequestRow, 'status'> & {
  status: Status;
} & Own;

/** What `/track` shows a visitor of their request. */
export interface TrackFacts {
  status: string;
  /** The pick-up day, the course's day… (null when it has none). */
  date: string | null;
  titleEn: string;
  titleAr: string;
  /** What was asked for, line by line, when a title says less (an order of several cakes). */
  lines?: TrackLine[];
  /** A delivered order's window, district and where it is. */
  delivery?: TrackDelivery | null;
}

/**
 * When and where a request happens, as its messages, calendar file and cut-off need it: an
 * order's pick-up day and branch; a class's day, start time, length, branch and what to bring
 * (read from the course as it is now, so a class moved by the staff is told where it now is).
 */
export interface RequestDetails {
  /** The pick-up day or the class's day (ISO at UTC midnight); null: not announced yet. */
  day: string | null;
  /** `HH:mm`, site-local; null: the whole day (a pick-up). */
  time: string | null;
  durationHours: number | null;
  /** Where it happens; null: the first branch. */
  branchId: number | null;
  bringEn: string;
  bringAr: string;
  /** A booking's most seats now (its own plus those left, at most 10); null for other kinds. */
  maxSeats: number | null;
  /**
   * The shop has since closed its day (its branch's calendar): the visitor may change it (move
   * it, free of charge) whatever the cut-off.
   */
  closedByShop?: boolean;
}

/** What `/track` may add for some kinds: a quote to answer, the order it became, an order's balance. */
export type TrackMore = Partial<
  Pick<TrackResult, 'quote' | 'orderReference' | 'payment' | 'branchId' | 'pickupCakes'>
>;

/** A request's own cells of the CSV export (the visitor's are the same for every kind). */
interface ExportFacts {
  itemEn: string;
  itemAr: string;
  date: string | null;
  /** How many: cakes, seats. */
  amount: number;
  branchEn: string;
  branchAr: string;
  cakeMessage: string;
  /** In the minor unit of the request's currency; null: it has no amount (a booking). */
  totalMinor: number | null;
}

/**
 * What differs between kinds of request, and nothing else: each kind (`order/order.kind.ts`,
 * `booking/booking.kind.ts`) gives one of these, and the requests code lists, finds, tracks,
 * counts, exports, notifies and moves the status of all of them alike, from one table
 * (`requests`), reading the kind's own table only through `complete`. Declared as methods, so a
 * kind's own row and contract types fit the registry's.
 */
export interface RequestKindSpec<Row extends RequestRow = RequestRow, Out = unknown> {
  /** The activity log's name for it. */
  entity: ActivityEntity;
  /** The field of GetInboxCounts that counts its new requests. */
  countField: string;
  /** Whether its status graph allows the step (staying put is allowed: it saves the note). */
  canMove(from: string, to: string): boolean;
  /** The request as the contract sends it to the staff. */
  toContract(row: Row): Out;
  track(row: Row): TrackFacts;
  /** What the look-up adds from elsewhere (an order's payments), for the kinds that have it. */
  trackMore?(db: Kysely<DB> | Trx, row: Row): Promise<TrackMore>;
  exported(row: Row): ExportFacts;
  /** What the staff, the visitor and the webhook are told of it. */
  notice(row: Row): VisitorRequestNotice;
  /** What a visitor may change of it themselves on /track, and while it is in which statuses. */
  visitorChanges: { allowed: readonly VisitorChange[]; from: readonly string[] };
  /** Changes its visitor may not make now whatever the cut-off (a paid booking's seats), if any. */
  lockedChanges?(db: Kysely<DB> | Trx, row: Row): Promise<readonly VisitorChange[]>;
  /** When and where it happens, for its messages, calendar file and the visitor's cut-off. */
  details(db: Kysely<DB> | Trx, row: Row): Promise<RequestDetails>;
  /**
   * Its own part of a batch of requests (its table's rows by the requests' ids, and what it keeps
   * beside them: an order's lines), read before any of the above sees them.
   */
  complete(db: Kysely<DB> | Trx, rows: readonly RequestRow[]): Promise<Row[]>;
  /**
   * What else a status change does, in its transaction, once the compare-and-swap has won (a
   * cancelled order gives its cakes back to the day). A throw undoes the change.
   */
  onMove?(trx: Trx, row: Row, move: { from: string; to: string }): Promise<void>;
}

/** The registry: every kind by its name (`PerKind<…>` where the API is assembled). */
export type RequestKinds = Readonly<Record<string, RequestKindSpec<RequestRow, unknown>>>;

/** A kind's contract type, as its registry entry makes it. */
export type OutOf<S> = S extends RequestKindSpec<RequestRow, infer Out> ? Out : never;
/** A kind's own row type. */
export type RowOf<S> = S extends RequestKindSpec<infer Row, unknown> ? Row : never;
