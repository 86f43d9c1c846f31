import type { ContentKind } from '@cakeshop/shared';

import type { FromDraft } from '../content/from-draft';
import type { Trx } from '../db/database';

/**
 * What drafts need of each kind's own service, wired where the API is assembled
 * (api/content-kinds.ts), so this area imports none of the kinds.
 */
export interface ContentKindService {
  /** The record as its read answers it (version fields included); 404 when there is none. */
  read(id: number): Promise<Record<string, unknown>>;
  /** Whether the record exists, read inside a write's transaction. */
  exists(trx: Trx, id: number): Promise<boolean>;
  /** The picture the live record shows (a new draft starts from it). */
  imageKeyOf(trx: Trx, id: number): Promise<string | null>;
  /**
   * The Edit row's save of a draft's fields, `id` and `expectedVersion` among them: parsed with
   * the row's own schema (400 as the row would answer), the picture the draft's.
   */
  publish(body: Record<string, unknown>, draft: FromDraft): Promise<unknown>;
}

export type ContentServices = Record<ContentKind, ContentKindService>;
