import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateToLatest, migrateUpTo } from './migrations';

let sqlite: SQLite.Database;
let db: Kysely<unknown>;
const rows = (query: string) => sqlite.prepare(query).all();

beforeAll(async () => {
  sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  // A site of the second version: cakes of one price, orders of one cake.
  await migrateUpTo(db, '0004_status_changes');
  sqlite.exec(`
    INSERT INTO cake_categories (id, name_en, name_ar) VALUES (1, 'Birthday', 'أعياد'), (2, 'Custom', 'حسب الطلب');
    INSERT INTO cakes (id, name_en, name_ar, price_cents, cake_category_id) VALUES
      (10, 'Carrot', 'جزر', 12000, 1), (11, 'Tiered', 'طبقات', 145000, 2);
    INSERT INTO branches (id, name_en, name_ar, address_en, address_ar, sort_order) VALUES (3, 'Marina', 'المارينا', 'a', 'ع', 0);
  `);
  const order =
    sqlite.prepare(`INSERT INTO cake_orders (id, cake_id, cake_name_en, cake_name_ar, quantity, pickup_date,
      branch_id, branch_name_en, branch_name_ar, cake_message, status, total_cents, reference, customer_name, phone,
      phone_digits, language, created_at)
    VALUES (?, ?, 'n', 'ن', ?, ?, 3, 'Marina', 'المارينا', ?, ?, ?, ?, 'Sara', '050', '050', 'ar', '2026-11-01T00:00:00.000Z')`);
  const day = '2026-12-10T00:00:00.000Z';
  order.run(1, 10, 2, day, 'عيد سعيد', 'new', 24000, 'AAAA-0001');
  order.run(2, 11, 1, day, '', 'confirmed', 145000, 'AAAA-0002');
  order.run(3, 10, 3, day, '', 'cancelled', 36000, 'AAAA-0003');
  // An order of a cake deleted since.
  order.run(4, 99, 4, day, '', 'new', 8000, 'AAAA-0004');
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
});

describe('the week’s migrations on a site with data', () => {
  it('when a site of the second version is migrated, then each cake is one size at its price and nothing a visitor sees moves', () => {
    expect(
      rows('SELECT cake_id, sort_order, label_en, label_ar, price_minor FROM cake_sizes ORDER BY cake_id'),
    ).toEqual([
      { cake_id: 10, sort_order: 0, label_en: 'Standard', label_ar: 'عادي', price_minor: 12000 },
      { cake_id: 11, sort_order: 0, label_en: 'Standard', label_ar: 'عادي', price_minor: 145000 },
    ]);
    expect(rows('SELECT id, price_minor, lead_days FROM cakes ORDER BY id')).toEqual([
      { id: 10, price_minor: 12000, lead_days: null },
      { id: 11, price_minor: 145000, lead_days: null },
    ]);
  });

  it('when migrated, then each order is one line at the price it was taken at, its message as it was', () => {
    expect(
      rows(`SELECT order_id, line_no, cake_id, cake_category_id, size_label_en, quantity, unit_price_minor, gross_minor,
              net_minor, vat_minor, cake_message, size_id IS NOT NULL AS sized FROM order_lines ORDER BY order_id`),
    ).toEqual([
      {
        order_id: 1,
        line_no: 0,
        cake_id: 10,
        cake_category_id: 1,
        size_label_en: 'Standard',
        quantity: 2,
        unit_price_minor: 12000,
        gross_minor: 24000,
        net_minor: 24000,
        vat_minor: 0,
        cake_message: 'عيد سعيد',
        sized: 1,
      },
      {
        order_id: 2,
        line_no: 0,
        cake_id: 11,
        cake_category_id: 2,
        size_label_en: 'Standard',
        quantity: 1,
        unit_price_minor: 145000,
        gross_minor: 145000,
        net_minor: 145000,
        vat_minor: 0,
        cake_message: '',
        sized: 1,
      },
      {
        order_id: 3,
        line_no: 0,
        cake_id: 10,
        cake_category_id: 1,
        size_label_en: 'Standard',
        quantity: 3,
        unit_price_minor: 12000,
        gross_minor: 36000,
        net_minor: 36000,
        vat_minor: 0,
        cake_message: '',
        sized: 1,
      },
      {
        order_id: 4,
        line_no: 0,
        cake_id: 99,
        cake_category_id: null,
        size_label_en: 'Standard',
        quantity: 4,
        unit_price_minor: 2000,
        gross_minor: 8000,
        net_minor: 8000,
        vat_minor: 0,
        cake_message: '',
        sized: 0,
      },
    ]);
    // The hand-over has a table of its own since (fulfilments): one row for each order.
    expect(
      rows(`SELECT DISTINCT f.kind AS fulfilment, o.over_capacity FROM cake_orders o
        LEFT JOIN fulfilments f ON f.request_id = o.id`),
    ).toEqual([{ fulfilment: 'pickup', over_capacity: 0 }]);
  });

  it('when migrated, then the counters start from what is booked (cancelled orders aside), per branch, per category and per cake (its id negated)', () => {
    expect(rows('SELECT branch_id, scope, taken FROM pickup_counters ORDER BY scope')).toEqual([
      { branch_id: 3, scope: -99, taken: 4 },
      { branch_id: 3, scope: -11, taken: 1 },
      { branch_id: 3, scope: -10, taken: 2 },
      { branch_id: 3, scope: 0, taken: 7 },
      { branch_id: 3, scope: 1, taken: 2 },
      { branch_id: 3, scope: 2, taken: 1 },
    ]);
  });
});
