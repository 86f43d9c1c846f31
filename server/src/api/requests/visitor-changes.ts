import { REQUEST_KINDS } from '@cakeshop/shared';
import type { RequestKind, VisitorChange } from '@cakeshop/shared';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx, TxHooks } from '../db/database';
import { ApiError } from '../errors';
import { VISITOR } from '../http/actor';
import type { Notifications } from '../outbox/notifications';
import type { RequestKinds, RequestRow } from './request-kind';
import type { Requests } from './requests';
import type { ReadSiteSettings } from './site-settings';
import type { Tracked } from './tracked-view';
import { deadlineOf, isOpenToChanges } from './tracked-view';
import { visitorReference } from './visitor-key';
import type { VisitorLimits } from './visitor-limits';

/** How a visitor names their request and this one change of it. */
export interface ChangeKey {
  reference: string;
  phone: string;
  idempotencyKey: string | null;
}

/** What a kind's change did, for the history, the activity log and the staff's message. */
export interface ChangeDone {
  from: string;
  to: string;
}

/** A change of a field of the request (its pick-up day, its seats): single conditional writes. */
export type ApplyChange = (trx: Trx, row: RequestRow) => Promise<ChangeDone>;

export interface VisitorChangesOptions {
  database: Database;
  requests: Requests<RequestKinds>;
  limits: VisitorLimits;
  notifications: Notifications;
  settings: ReadSiteSettings;
  now: () => Date;
}

/**
 * A visitor's own changes on `/track`: found by reference and phone like a look-up (a miss is
 * answered and throttled alike, whichever part was wrong), allowed while the request is open to
 * changes and before the cut-off it keeps, made in one write with who changed what, the activity
 * row and a message to the staff. A change repeated with its idempotency key (a double click, a
 * re-posted form) is not made twice: it is answered with the request as it now stands.
 */
export class VisitorChanges {
  constructor(private readonly options: VisitorChangesOptions) {}

  private run(
    key: ChangeKey,
    address: string,
    change: VisitorChange,
    kinds: readonly RequestKind[],
    work: (trx: Trx, hooks: TxHooks, kind: RequestKind, row: RequestRow) => Promise<ChangeDone | undefined>,
  ): Promise<Tracked<string>> {
    const { database, requests, limits, notifications, settings, now } = this.options;
    visitorReference(key.reference);
    return limits.track(address, () =>
      database.write(async (trx, hooks) => {
        const found = await requests.tracking.findVisitors(trx, key.reference, key.phone);
        if (!found || !kinds.includes(found.kind as RequestKind)) return undefined;
        const kind = found.kind as RequestKind;
        const repeated = key.idempotencyKey && (await requests.changes.madeWith(trx, key.idempotencyKey));
        if (repeated && repeated.requestId === found.row.id)
          return requests.tracking.view(trx, kind, found.row);
        const details = await requests.registry.spec(kind).details(trx, found.row);
        const site = await settings(trx);
        const deadline = deadlineOf(found.row, details, site.timeZone);
        const { visitorChanges } = requests.registry.spec(kind);
        if (!isOpenToChanges(visitorChanges, found.row, null, now()))
          throw ApiError.conflict(
            'order.bad_transition',
            `A request that is ${found.row.status} can no longer be changed`,
          );
        if (!isOpenToChanges(visitorChanges, found.row, deadline, now(), details.closedByShop))
          throw ApiError.conflict(
            'request.too_late',
            `Changes ended at ${deadline?.toISOString() ?? ''}: call the shop`,
          );
        const done = await work(trx, hooks, kind, found.row);
        const row = (await requests.registry.find(trx, kind, found.row.id)) ?? found.row;
        if (done) {
          await requests.changes.add(trx, {
            requestKind: kind,
            requestId: row.id,
            field: change === 'cancel' ? 'status' : change,
            ...done,
            by: null,
            at: now().toISOString(),
            idempotencyKey: key.idempotencyKey,
          });
          await recordActivity(
            trx,
            {
              action: 'edit',
              entity: requests.registry.spec(kind).entity,
              entityId: row.id,
              summary: `${row.reference}: ${change} ${done.from} → ${done.to}`,
              details: { kind: 'change', reference: row.reference, change, from: done.from, to: done.to },
            },
            VISITOR,
          );
        }
        await notifications.changed(trx, hooks, {
          kind,
          change,
          reference: row.reference,
          from: done?.from ?? found.row.status,
          to: done?.to ?? row.status,
          customerName: row.customerName,
          phone: row.phone,
        });
        return requests.tracking.view(trx, kind, row);
      }),
    );
  }

  /** Cancels the request, a compare-and-swap like the staff's: if it moved meanwhile, 409 says so. */
  cancel(
    key: ChangeKey & { expectedStatus?: string | undefined },
    address: string,
  ): Promise<Tracked<string>> {
    const { requests } = this.options;
    return this.run(key, address, 'cancel', REQUEST_KINDS, async (trx, hooks, kind, row) => {
      await requests.status.move(trx, hooks, kind, row.id, {
        from: key.expectedStatus ?? row.status,
        to: 'cancelled',
        actor: VISITOR,
        idempotencyKey: key.idempotencyKey,
      });
      // The status step records itself (the history, the activity log).
      return undefined;
    });
  }

  /** A change of one kind's own field (an order's pick-up day, a booking's seats). */
  change(
    key: ChangeKey,
    address: string,
    change: Exclude<VisitorChange, 'cancel'>,
    kind: RequestKind,
    apply: ApplyChange,
  ): Promise<Tracked<string>> {
    return this.run(key, address, change, [kind], (trx, _hooks, _kind, row) => apply(trx, row));
  }
}
