import type { Caller } from './caller';

/** What the checks of the reads share: how to call, as whom, and the ids the lists returned. */
export interface ReadContext {
  caller: Caller;
  /** A signed-in administrator's token (with --writes), for the protected reads. */
  token: string | null;
  /** Ids each area's lists returned, for its `…ById` row. */
  ids: Map<string, number[]>;
}
