import type { ActivityAction, ActivityDetails, ActivityEntity } from '@cakeshop/shared';

import type { Trx } from '../db/database';
import type { Actor } from '../http/actor';
import { currentActor } from '../http/actor';

export interface ActivityEntry {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId?: number | null;
  /** A name, a count, a reference: kept short. */
  summary?: string;
  /** The same as data, for the activity screen to word in the reader's language. */
  details?: ActivityDetails;
}

const SUMMARY_MAX = 200;

/** A visitor's request taken in: its reference, and whether it went over its day's capacity. */
export function requestTaken(
  reference: string,
  overCapacity: boolean,
): Pick<ActivityEntry, 'summary' | 'details'> {
  return {
    summary: overCapacity ? `${reference} over capacity` : reference,
    details: { kind: 'request', reference, ...(overCapacity ? { overCapacity } : {}) },
  };
}

/** A record named in both languages: the English name as the summary, both as its details. */
export function named(en: string, ar: string): Pick<ActivityEntry, 'summary' | 'details'> {
  return { summary: en || ar, details: { kind: 'named', en, ar } };
}

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
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
