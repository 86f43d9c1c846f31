import type { Kysely, Selectable } from 'kysely';

import type { ActivityTable, DB } from '../db/schema';

export type ActivityRow = Selectable<ActivityTable>;

export interface ActivityFilter {
  entity: string;
  userId?: number;
  offset: number;
  limit: number;
}

/** The log, newest first; each filter has an index ending in id (migration 0003). */
export class AuditRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async page({
    entity,
    userId,
    offset,
    limit,
  }: ActivityFilter): Promise<{ rows: ActivityRow[]; totalCount: number }> {
    let query = this.db.selectFrom('activity');
    if (entity) query = query.where('entity', '=', entity);
    if (userId !== undefined) query = query.where('userId', '=', userId);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, totalCount: Number(count.count) };
  }
}
