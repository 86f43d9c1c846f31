import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { migrateToLatest, migrateUpTo } from './migrations';

let sqlite: SQLite.Database;
let db: Kysely<unknown>;

/** A site of the version before orders waited for their payment: one picked-up order, one course booking. */
async function siteBefore(): Promise<void> {
  sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  await migrateUpTo(db, '0110_payment_reminders');
  sqlite
    .prepare(
      `INSERT INTO requests (id, kind, reference, customer_name, phone, phone_digits, language, status,
        created_at, currency, branch_id, day)
      VALUES (1, 'cake', 'AAAA-0001', 'Sara', '+971509876543', '971509876543', 'ar', 'confirmed',
        '2026-11-01T00:00:00.000Z', 'AED', 1, '2026-12-10T00:00:00.000Z'),
      (2, 'course', 'BBBB-0002', 'Huda', '+971501112233', '971501112233', 'en', 'new',
        '2026-11-01T00:00:00.000Z', 'AED', 1, NULL)`,
    )
    .run();
  sqlite
    .prepare(
      `INSERT INTO cake_orders (id, cake_id, cake_name_en, cake_name_ar, quantity, branch_name_en,
        branch_name_ar, total_minor)
      VALUES (1, 1, 'Rose', 'ورد', 2, 'Marina', 'المارينا', 30000)`,
    )
    .run();
  sqlite
    .prepare(
      `INSERT INTO fulfilments (request_id, kind, day, branch_id) VALUES (1, 'pickup', '2026-12-10T00:00:00.000Z', 1)`,
    )
    .run();
  sqlite
    .prepare(
      `INSERT INTO course_bookings (id, course_id, course_title_en, course_title_ar, seats) VALUES (2, 1, 't', 'ت', 2)`,
    )
    .run();
}

const insertCake = (id: number, status: string) =>
  sqlite
    .prepare(
      `INSERT INTO requests (id, kind, reference, customer_name, phone, phone_digits, language, status,
        created_at, currency) VALUES (?, 'cake', ?, 'Ali', '+971500000000', '971500000000', 'en', ?,
        '2026-11-02T00:00:00.000Z', 'AED')`,
    )
    .run(id, `CCCC-000${id}`, status);

afterEach(async () => {
  await db.destroy();
});

describe('the upgrade that lets an order wait for its payment', () => {
  it('when a site is upgraded, then its requests, their hand-overs and their links are as they were, and an order may now await payment or expire', async () => {
    await siteBefore();
    await migrateToLatest(db);
    expect(sqlite.prepare('SELECT id, kind, status, reference FROM requests ORDER BY id').all()).toEqual([
      { id: 1, kind: 'cake', status: 'confirmed', reference: 'AAAA-0001' },
      { id: 2, kind: 'course', status: 'new', reference: 'BBBB-0002' },
    ]);
    expect(sqlite.prepare('SELECT request_id, kind FROM fulfilments').all()).toEqual([
      { request_id: 1, kind: 'pickup' },
    ]);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    insertCake(3, 'awaiting_payment');
    insertCake(4, 'expired');
    expect(() => insertCake(5, 'offered')).toThrow(/CHECK/);
    // The indexes came back with the table: a reference is still unique across kinds.
    expect(() =>
      sqlite
        .prepare(
          `INSERT INTO requests (kind, reference, customer_name, phone, phone_digits, language, status, created_at, currency)
          VALUES ('course', 'AAAA-0001', 'x', '+9715', '9715', 'en', 'new', '2026-11-02', 'AED')`,
        )
        .run(),
    ).toThrow(/UNIQUE/);
    // A course booking is no cake order: its statuses are its own still.
    expect(() => sqlite.prepare(`UPDATE requests SET status = 'quoted' WHERE id = 2`).run()).toThrow(/CHECK/);
  });

  it('when a site of the version before bookings paid online is upgraded, then its requests are as they were and a booking may now await payment or expire, while an offer may not', async () => {
    await siteBefore();
    await migrateUpTo(db, '0140_payment_holds');
    expect(() =>
      sqlite.prepare(`UPDATE requests SET status = 'awaiting_payment' WHERE id = 2`).run(),
    ).toThrow(/CHECK/);
    await migrateToLatest(db);
    expect(sqlite.prepare('SELECT id, kind, status FROM requests ORDER BY id').all()).toEqual([
      { id: 1, kind: 'cake', status: 'confirmed' },
      { id: 2, kind: 'course', status: 'new' },
    ]);
    expect(sqlite.prepare('SELECT request_id, kind FROM fulfilments').all()).toEqual([
      { request_id: 1, kind: 'pickup' },
    ]);
    expect(sqlite.prepare('SELECT id, seats FROM course_bookings').all()).toEqual([{ id: 2, seats: 2 }]);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    sqlite.prepare(`UPDATE requests SET status = 'awaiting_payment' WHERE id = 2`).run();
    sqlite.prepare(`UPDATE requests SET status = 'expired' WHERE id = 2`).run();
    expect(() => sqlite.prepare(`UPDATE requests SET status = 'offered' WHERE id = 2`).run()).toThrow(
      /CHECK/,
    );
    expect(() => insertCake(5, 'offered')).toThrow(/CHECK/);
    expect(
      sqlite
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'requests' AND sql IS NOT NULL ORDER BY name`,
        )
        .all(),
    ).toEqual([
      { name: 'requests_by_created' },
      { name: 'requests_by_idempotency_key' },
      { name: 'requests_by_kind' },
      { name: 'requests_by_reference' },
      { name: 'requests_in_kind' },
    ]);
  });
});
