import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

import { idColumn } from './dialect';

/**
 * Delivery's tables (server/src/api/delivery). A branch removed takes its zones and windows with
 * it; a district's names are unique across branches (folded: `districtKey`), so a district two
 * branches claim stays with the first.
 */
export const delivery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('delivery_origins')
      .addColumn('branch_id', 'integer', (col) =>
        col.primaryKey().references('branches.id').onDelete('cascade'),
      )
      .addColumn('latitude', 'double precision', (col) => col.notNull())
      .addColumn('longitude', 'double precision', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('delivery_zones')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('branch_id', 'integer', (col) => col.notNull().references('branches.id').onDelete('cascade'))
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('name_ar', 'text', (col) => col.notNull())
      .addColumn('fee_minor', 'integer', (col) => col.notNull().check(sql`fee_minor >= 0`))
      .addColumn('minimum_minor', 'integer', (col) => col.notNull().check(sql`minimum_minor >= 0`))
      .addColumn('free_from_minor', 'integer')
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('radius_m', 'integer')
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('delivery_zones_by_branch')
      .on('delivery_zones')
      .columns(['branch_id', 'sort_order'])
      .execute();
    await db.schema
      .createTable('delivery_districts')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('zone_id', 'integer', (col) =>
        col.notNull().references('delivery_zones.id').onDelete('cascade'),
      )
      .addColumn('branch_id', 'integer', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('name_ar', 'text', (col) => col.notNull())
      .addColumn('key_en', 'text', (col) => col.notNull().unique())
      .addColumn('key_ar', 'text', (col) => col.notNull().unique())
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('delivery_districts_by_branch')
      .on('delivery_districts')
      .columns(['branch_id', 'key_en'])
      .execute();
    await db.schema
      .createTable('delivery_slots')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('branch_id', 'integer', (col) => col.notNull().references('branches.id').onDelete('cascade'))
      .addColumn('weekday', 'integer', (col) => col.notNull())
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('ends_at', 'text', (col) => col.notNull())
      .addColumn('cutoff_minutes', 'integer', (col) => col.notNull())
      .addColumn('capacity', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('delivery_slots_by_branch')
      .on('delivery_slots')
      .columns(['branch_id', 'weekday'])
      .execute();
    // One row per window and day, created at its first order: the conditional write's row.
    await db.schema
      .createTable('delivery_slot_counters')
      .addColumn('slot_id', 'integer', (col) =>
        col.notNull().references('delivery_slots.id').onDelete('cascade'),
      )
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('taken', 'integer', (col) => col.notNull().check(sql`taken >= 0`))
      .addPrimaryKeyConstraint('delivery_slot_counters_key', ['slot_id', 'day'])
      .execute();
  },
};
