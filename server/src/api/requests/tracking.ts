import { normaliseReference } from '@cakeshop/shared';
import { phoneKey } from '@cakeshop/shared/phone-numbers';
import type { RequestKind } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { calendarFile } from './calendar-file';
import type { Places } from './places';
import type { RequestRegistry } from './registry';
import type { RequestChangesRepository } from './request-changes.repository';
import type { RequestKinds, RequestRow } from './request-kind';
import type { ReadSiteSettings } from './site-settings';
import { trackedView } from './tracked-view';
import type { Tracked } from './tracked-view';
import { visitorReference } from './visitor-key';
import type { VisitorLimits } from './visitor-limits';

export interface TrackingOptions {
  settings: ReadSiteSettings;
  places: Places;
  now: () => Date;
  /** The site's host, for the calendar files' UIDs. */
  siteHost?: string | undefined;
}

/**
 * The visitor's side of every kind alike: `/track` (the reference and the phone, however typed,
 * must both match; misses are throttled), the calendar file, and the view the visitor's own
 * changes answer with.
 */
export class RequestTracking<Kinds extends RequestKinds> {
  constructor(
    private readonly database: Database,
    private readonly registry: RequestRegistry<Kinds>,
    private readonly changes: RequestChangesRepository,
    private readonly limits: VisitorLimits,
    private readonly options: TrackingOptions,
  ) {}

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
    const row = await this.registry.requests.findByReference(db, wanted);
    const kind = this.registry.names.find((name) => name === row?.kind);
    if (!row || !kind || row.phoneDigits !== digits) return undefined;
    const [full] = await this.registry.full(kind, db, [row]);
    return full && { kind, row: full };
  }

  /** What `/track` shows of a request: its facts, where and when, and what the visitor may change now. */
  async view(
    db: Kysely<DB> | Trx,
    kind: keyof Kinds & string,
    row: RequestRow,
  ): Promise<Tracked<keyof Kinds & string>> {
    const spec = this.registry.spec(kind);
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
    const locked = (await spec.lockedChanges?.(db, row)) ?? [];
    return {
      ...view,
      changes: (view.changes ?? []).filter((change) => !locked.includes(change)),
      ...(await spec.trackMore?.(db, row)),
    };
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
      const spec = this.registry.spec(found.kind);
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
}
