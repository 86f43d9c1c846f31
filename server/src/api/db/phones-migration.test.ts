import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { migrateToLatest, migrateUpTo } from './migrations';

let sqlite: SQLite.Database;
let db: Kysely<unknown>;

/** A site of the version before phones were stored in one form, with its shop's settings. */
async function siteBefore(home: Record<string, unknown> | null): Promise<void> {
  sqlite = new SQLite(':memory:');
  db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  await migrateUpTo(db, '0019_outbox_claims');
  if (home) sqlite.prepare(`INSERT INTO pages (key, data) VALUES ('home', ?)`).run(JSON.stringify(home));
  const order =
    sqlite.prepare(`INSERT INTO cake_orders (cake_id, cake_name_en, cake_name_ar, quantity, pickup_date,
      branch_id, branch_name_en, branch_name_ar, total_cents, reference, customer_name, phone, phone_digits, language,
      created_at)
    VALUES (1, 'n', 'ن', 1, '2026-12-10T00:00:00.000Z', 1, 'Marina', 'المارينا', 100, ?, 'Sara', ?, ?, 'ar',
      '2026-11-01T00:00:00.000Z')`);
  const typed = ['050 987 6543', '+971 50 987 6543', '00971-50-987-6543', '٠٥٠٩٨٧٦٥٤٣', '12 34 56'];
  typed.forEach((phone, index) => order.run(`AAAA-000${index}`, phone, phone.replace(/\D/g, '')));
  sqlite
    .prepare(
      `INSERT INTO course_bookings (course_id, course_title_en, course_title_ar, seats, reference,
      customer_name, phone, phone_digits, language, created_at)
    VALUES (1, 't', 'ت', 2, 'BBBB-0000', 'Huda', '0501112233', '0501112233', 'en', '2026-11-01T00:00:00.000Z')`,
    )
    .run();
}

/** The phones of one kind's requests, as stored (in `requests` since migration 0080). */
const phones = (kind: string) =>
  sqlite.prepare(`SELECT phone, phone_digits FROM requests WHERE kind = ? ORDER BY reference`).all(kind);

afterEach(async () => {
  await db.destroy();
});

describe('the upgrade of stored phones', () => {
  it('when a site is upgraded, then every phone stored as typed is in E.164 by the shop’s country, and one that is no number keeps its digits', async () => {
    await siteBefore({ timeZone: 'Asia/Dubai', whatsappNumber: '' });
    await migrateToLatest(db);
    const canonical = { phone: '+971509876543', phone_digits: '971509876543' };
    expect(phones('cake')).toEqual([
      canonical,
      canonical,
      canonical,
      canonical,
      { phone: '12 34 56', phone_digits: '123456' },
    ]);
    expect(phones('course')).toEqual([{ phone: '+971501112233', phone_digits: '971501112233' }]);
  });

  it('when the shop’s WhatsApp number is Saudi, then numbers dialled at home are Saudi ones; without settings, the UAE’s', async () => {
    await siteBefore({ timeZone: 'Asia/Dubai', whatsappNumber: '+966501234567' });
    await migrateToLatest(db);
    expect(phones('course')).toEqual([{ phone: '+966501112233', phone_digits: '966501112233' }]);
    await db.destroy();
    await siteBefore(null);
    await migrateToLatest(db);
    expect(phones('course')).toEqual([{ phone: '+971501112233', phone_digits: '971501112233' }]);
  });
});
