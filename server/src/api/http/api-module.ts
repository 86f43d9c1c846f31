import type { WriteChanges } from '@cakeshop/shared';

import type { Handlers } from './handler';

/**
 * One area of the API as `index.ts` assembles it: the endpoint rows it answers, what it keeps in
 * memory that a write makes stale, and the end of its background work.
 */
export interface ApiModule<Rows extends keyof Handlers = keyof Handlers> {
  handlers: Pick<Handlers, Rows>;
  /**
   * Drops what the module keeps of rows of this class of change: written through this process,
   * on another replica, or replaced by a restore (which is every class at once).
   */
  forget?(changes: WriteChanges): void;
  /** Ends its background work; the modules stop last first, before the database closes. */
  stop?(): Promise<void>;
}

type RowsOf<M> = M extends { handlers: infer H } ? keyof H : never;
type Unanswered<M extends readonly ApiModule<never>[]> = Exclude<keyof Handlers, RowsOf<M[number]>>;

/**
 * Every module's rows as one table for the router. A row of the endpoint table no module answers
 * does not compile (the argument then needs a `missing` naming it), so the merge below is whole.
 */
export function handlersOf<const M extends readonly ApiModule<never>[]>(
  modules: M & ([Unanswered<M>] extends [never] ? unknown : { missing: Unanswered<M> }),
): Handlers {
  return Object.assign({}, ...modules.map((module) => module.handlers)) as Handlers;
}
