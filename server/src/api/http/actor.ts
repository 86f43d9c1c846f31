import { AsyncLocalStorage } from 'node:async_hooks';

import { SYSTEM_ACTOR, VISITOR_ACTOR } from '@cakeshop/shared';

/** Who a write is done for: a signed-in user, or no user (a visitor, the system). */
export interface Actor {
  userId: number | null;
  username: string;
}

export const VISITOR: Actor = { userId: null, username: VISITOR_ACTOR };
/** Start-up (the first administrator) and the command line (`pnpm restore`). */
export const SYSTEM: Actor = { userId: null, username: SYSTEM_ACTOR };

/**
 * The actor of the request being served. The router sets it around each handler, so a service
 * records who did a write with one call and without passing the user through every signature;
 * Node carries it across the awaits of that request (write queue and transaction included).
 */
const current = new AsyncLocalStorage<Actor>();

export function actingAs<T>(actor: Actor, work: () => T): T {
  return current.run(actor, work);
}

/** The actor set by `actingAs`; a write outside one is a mistake worth failing loudly for. */
export function currentActor(): Actor {
  const actor = current.getStore();
  if (!actor) throw new Error('A write was recorded outside a request (wrap it in actingAs)');
  return actor;
}
