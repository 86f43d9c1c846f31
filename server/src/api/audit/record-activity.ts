import type { ActivityAction, ActivityEntity } from '@cakeshop/shared';

import type { Trx } from '../db/database';
import type { Actor } from '../http/actor';
import { currentActor } from '../http/actor';

export interface ActivityEntry {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId?: number | null;
  /** A name, a count, a reference: kept short. */
  summary?: string;
}

const SUMMARY_MAX = 200;

/**
 * Leaves the activity row of a write, inside the write's own transaction: the row exists exactly
 * when the write does. Every service write calls this once; the actor is the request's unless
 * given (a login names the user who just proved who they are).
 */
export async function recordActivity(
  trx: Trx,
  entry: ActivityEntry,
  actor: Actor = currentActor(),
): Promise<void> {
  await trx
    .insertInto('activity')
    .values({
      at: new Date().toISOString(),
      userId: actor.userId,
      username: actor.username,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      summary: (entry.summary ?? '').slice(0, SUMMARY_MAX),
    })
    .execute();
}
