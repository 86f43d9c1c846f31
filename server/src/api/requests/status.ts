import type { RequestKind } from '@cakeshop/shared';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx, TxHooks } from '../db/database';
import { ApiError } from '../errors';
import type { Actor } from '../http/actor';
import { currentActor } from '../http/actor';
import type { RequestRegistry } from './registry';
import type { RequestChangesRepository } from './request-changes.repository';
import type { OutOf, RequestKinds, RequestRow, RowOf } from './request-kind';

export interface StatusChange {
  id: number;
  status: string;
  staffNote?: string | null | undefined;
  /** The status the staff saw; absent: the one it has when the change arrives. */
  expectedStatus?: string | undefined;
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

/**
 * Status steps of every kind alike: the kind's graph, one conditional write (the compare-and-swap:
 * a request no longer in the status the step starts from is not moved, and the answer is 409
 * naming who moved it and when), the history row, the activity row and the listeners.
 */
export class RequestStatus<Kinds extends RequestKinds> {
  constructor(
    private readonly database: Database,
    private readonly registry: RequestRegistry<Kinds>,
    private readonly changes: RequestChangesRepository,
    private readonly now: () => Date,
    private readonly onMoved: MoveListener | undefined,
  ) {}

  /**
   * A staff member moves a request along its kind's graph. One conditional write decides: if the
   * request is no longer in the status the change starts from, nothing changes and the answer is
   * 409 naming who moved it and when.
   */
  changeStatus<K extends keyof Kinds & string>(kind: K, change: StatusChange): Promise<OutOf<Kinds[K]>> {
    return this.database.write(async (trx, hooks) => {
      const from = change.expectedStatus ?? (await this.current(trx, kind, change.id)).status;
      const row = await this.move(trx, hooks, kind, change.id, {
        from,
        to: change.status,
        staffNote: change.staffNote,
        actor: currentActor(),
      });
      return this.registry.spec(kind).toContract(row) as OutOf<Kinds[K]>;
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
    const spec = this.registry.spec(kind);
    const { requests } = this.registry;
    const { from, to, actor } = move;
    if (!spec.canMove(from, to))
      throw ApiError.conflict(
        'order.bad_transition',
        `A ${kind} request that is ${from} cannot become ${to}`,
      );
    const at = this.now().toISOString();
    const seen = await this.current(trx, kind, id);
    const moved = await requests.moveStatus(trx, id, {
      from,
      to,
      version: seen.version,
      staffNote: move.staffNote,
      by: actor.username,
      at,
    });
    const current = await this.current(trx, kind, id);
    if (!moved)
      throw ApiError.changed(
        'request.changed',
        `Changed meanwhile by ${current.statusChangedBy ?? 'someone'} at ${current.statusChangedAt ?? current.createdAt}: it is ${current.status} now`,
        { by: current.statusChangedBy ?? '', at: current.statusChangedAt ?? current.createdAt },
      );
    const [row] = await this.registry.full(kind, trx, [current]);
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
      await this.onMoved?.(trx, hooks, kind as RequestKind, row, { from, to, byVisitor });
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

  private async current(trx: Trx, kind: string, id: number): Promise<RequestRow> {
    const row = await this.registry.requests.find(trx, kind, id);
    if (!row) throw ApiError.notFound('No such request');
    return row;
  }
}
