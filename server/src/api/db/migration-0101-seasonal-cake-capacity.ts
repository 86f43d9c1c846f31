import { sql } from 'kysely';
import type { Migration } from 'kysely';

import type { AnyDb } from './any-db';

/**
 * A seasonal cake's own cakes a day (at each branch), and each cake's count of a day beside the
 * branch's and its category's (`pickup_counters` with the cake's id negated as its scope), so a
 * cap set later holds against what is booked: what is booked now is counted here once.
 */
export const seasonalCakeCapacity: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('cake_seasons').addColumn('daily_capacity', 'integer').execute();
    await sql`INSERT INTO pickup_counters (branch_id, pickup_date, scope, taken)
      SELECT f.branch_id, f.day, -l.cake_id, SUM(l.quantity)
      FROM requests r
      JOIN fulfilments f ON f.request_id = r.id
      JOIN order_lines l ON l.order_id = r.id
      WHERE r.kind = 'cake' AND r.status <> 'cancelled' AND l.cake_id > 0
      GROUP BY f.branch_id, f.day, l.cake_id`.execute(db);
  },
};
