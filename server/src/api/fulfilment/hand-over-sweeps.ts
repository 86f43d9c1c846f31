import type { MessageKind, RequestKind } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { DB, FulfilmentKind } from '../db/schema';
import type { Sweep } from '../outbox/outbox.worker';

/** What a kind's sweep is given when the outbox worker takes it on. */
export interface SweepDeps {
  db: Kysely<DB>;
  /** The site's time zone as it is set now: its day, and the hour a sweep waits for. */
  timeZone: (db: Kysely<DB>) => Promise<string>;
  now: () => Date;
  /**
   * Tells a request's visitor one of its messages, in a write of its own that sends it only if
   * `stillDue` holds for the request's row then; the message's unique key makes it once.
   */
  tell: (
    kind: RequestKind,
    id: number,
    message: MessageKind,
    stillDue: (row: { status: string }) => boolean,
  ) => Promise<void>;
}

/** A sweep of one kind of hand-over: what the kind looks for on its own, every round of the worker. */
export type HandOverSweep = (deps: SweepDeps) => Sweep;

/**
 * Every kind's sweeps, in the table's order, bound to what they are given: the hand-overs' part
 * of the outbox worker's rounds. A kind that gives none adds none.
 */
export const sweepsOf = (
  kinds: Readonly<Record<FulfilmentKind, { sweeps: readonly HandOverSweep[] }>>,
  deps: SweepDeps,
): Sweep[] => Object.values(kinds).flatMap(({ sweeps }) => sweeps.map((sweep) => sweep(deps)));
