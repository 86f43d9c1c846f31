import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';

import { forDialect } from './dialect';
import { waitlistCustomMigrations } from './waitlist-custom-migrations';
import { contentHistory } from './migration-0010-content-history';
import { canonicalPhones } from './migration-0020-canonical-phones';
import { activityDetails } from './migration-0023-activity-details';
import { moneyMinorUnits } from './migration-0024-money-minor-units';
import { paymentsModule } from './migration-0025-payments';
import { fulfilments } from './migration-0026-fulfilments';
import { shopSettings } from './migration-0030-shop-settings';
import { branchPauses } from './migration-0040-branch-pauses';
import { seasonPlans } from './migration-0041-season-plans';
import { cakeSeasons } from './migration-0042-cake-seasons';
import { seasonDayRules } from './migration-0100-season-day-rules';
import { seasonalCakeCapacity } from './migration-0101-seasonal-cake-capacity';
import { invoices } from './migration-0050-invoices';
import { delivery } from './migration-0060-delivery';
import { onlinePayments } from './migration-0070-online-payments';
import { requestsTable } from './migration-0080-requests';
import { paymentReminders } from './migration-0110-payment-reminders';
import { seasonCategoryCaps } from './migration-0120-season-category-caps';
import { cakeSeasonHijri } from './migration-0121-cake-season-hijri';
import { paymentHolds } from './migration-0140-payment-holds';
import { bookingPaymentHolds } from './migration-0150-booking-payment-holds';
import { deliveryOrders } from './migration-0090-delivery-orders';
import { customerMigrations } from './customer-migrations';
import { WEEK_MIGRATIONS } from './week-migrations';

/**
 * Versioned migrations, applied in name order at start. Never edit a shipped one: add the next.
 * Written as plain SQL because the schema reads better that way than through a builder.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      const statements = [
        `CREATE TABLE users (
          id INTEGER PRIMARY KEY,
          username TEXT NOT NULL COLLATE NOCASE UNIQUE,
          email TEXT NOT NULL COLLATE NOCASE UNIQUE,
          password_hash TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`,
        `CREATE TABLE images (
          key TEXT PRIMARY KEY,
          main_file TEXT NOT NULL,
          variants TEXT NOT NULL
        ) WITHOUT ROWID`,
        `CREATE TABLE cake_categories (id INTEGER PRIMARY KEY, name_en TEXT NOT NULL, name_ar TEXT NOT NULL)`,
        `CREATE INDEX cake_categories_by_name ON cake_categories (name_en COLLATE NOCASE, id)`,
        `CREATE TABLE course_categories (id INTEGER PRIMARY KEY, name_en TEXT NOT NULL, name_ar TEXT NOT NULL)`,
        `CREATE INDEX course_categories_by_name ON course_categories (name_en COLLATE NOCASE, id)`,
        `CREATE TABLE cakes (
          id INTEGER PRIMARY KEY,
          name_en TEXT NOT NULL,
          name_ar TEXT NOT NULL,
          description_en TEXT NOT NULL DEFAULT '',
          description_ar TEXT NOT NULL DEFAULT '',
          price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
          cake_category_id INTEGER NOT NULL REFERENCES cake_categories (id),
          featured INTEGER NOT NULL DEFAULT 0,
          image_key TEXT REFERENCES images (key)
        )`,
        // A narrow index in id order: paging walks it instead of the wide table rows.
        `CREATE INDEX cakes_by_id ON cakes (id)`,
        `CREATE INDEX cakes_by_category ON cakes (cake_category_id, id)`,
        `CREATE INDEX cakes_by_image ON cakes (image_key) WHERE image_key IS NOT NULL`,
        `CREATE TABLE courses (
          id INTEGER PRIMARY KEY,
          title_en TEXT NOT NULL,
          title_ar TEXT NOT NULL,
          description_en TEXT NOT NULL DEFAULT '',
          description_ar TEXT NOT NULL DEFAULT '',
          price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
          category_id INTEGER NOT NULL REFERENCES course_categories (id),
          start_date TEXT,
          duration_hours INTEGER,
          seats INTEGER,
          featured INTEGER NOT NULL DEFAULT 0,
          image_key TEXT REFERENCES images (key)
        )`,
        `CREATE INDEX courses_by_id ON courses (id)`,
        `CREATE INDEX courses_by_category ON courses (category_id, id)`,
        `CREATE INDEX courses_by_image ON courses (image_key) WHERE image_key IS NOT NULL`,
        `CREATE TABLE faqs (
          id INTEGER PRIMARY KEY,
          question_en TEXT NOT NULL,
          question_ar TEXT NOT NULL,
          answer_en TEXT NOT NULL,
          answer_ar TEXT NOT NULL,
          sort_order INTEGER NOT NULL
        )`,
        `CREATE INDEX faqs_by_order ON faqs (sort_order, id)`,
        `CREATE TABLE branches (
          id INTEGER PRIMARY KEY,
          name_en TEXT NOT NULL,
          name_ar TEXT NOT NULL,
          address_en TEXT NOT NULL,
          address_ar TEXT NOT NULL,
          phone TEXT NOT NULL DEFAULT '',
          email TEXT NOT NULL DEFAULT '',
          map_url TEXT NOT NULL DEFAULT '',
          opening_hours_en TEXT NOT NULL DEFAULT '',
          opening_hours_ar TEXT NOT NULL DEFAULT '',
          sort_order INTEGER NOT NULL
        )`,
        `CREATE INDEX branches_by_order ON branches (sort_order, id)`,
        `CREATE TABLE pages (
          key TEXT PRIMARY KEY CHECK (key IN ('home', 'about', 'instructor')),
          data TEXT NOT NULL,
          image_key TEXT REFERENCES images (key)
        ) WITHOUT ROWID`,
        `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID`,
      ];
      for (const statement of statements) await sql.raw(forDialect(db, statement)).execute(db);
    },
  },
  '0002_orders': {
    async up(db: Kysely<unknown>) {
      // Requests keep what the visitor saw (names, price, day) and no foreign keys: a cake,
      // course or branch deleted later must never take an acknowledged order with it.
      const visitor = `reference TEXT NOT NULL UNIQUE,
          idempotency_key TEXT UNIQUE,
          customer_name TEXT NOT NULL,
          phone TEXT NOT NULL,
          phone_digits TEXT NOT NULL,
          email TEXT NOT NULL DEFAULT '',
          notes TEXT NOT NULL DEFAULT '',
          language TEXT NOT NULL CHECK (language IN ('en', 'ar')),
          staff_note TEXT NOT NULL DEFAULT '',
          created_at TEXT NOT NULL`;
      const statements = [
        `ALTER TABLE courses ADD COLUMN start_time TEXT`,
        `CREATE INDEX courses_by_start ON courses (start_date, id)`,
        `CREATE TABLE cake_orders (
          id INTEGER PRIMARY KEY,
          cake_id INTEGER NOT NULL,
          cake_name_en TEXT NOT NULL,
          cake_name_ar TEXT NOT NULL,
          quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 20),
          pickup_date TEXT NOT NULL,
          branch_id INTEGER NOT NULL,
          branch_name_en TEXT NOT NULL,
          branch_name_ar TEXT NOT NULL,
          cake_message TEXT NOT NULL DEFAULT '',
          status TEXT NOT NULL DEFAULT 'new'
            CHECK (status IN ('new', 'confirmed', 'ready', 'collected', 'cancelled')),
          total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
          ${visitor}
        )`,
        `CREATE INDEX cake_orders_by_status ON cake_orders (status, id)`,
        `CREATE INDEX cake_orders_by_created ON cake_orders (created_at)`,
        `CREATE TABLE course_bookings (
          id INTEGER PRIMARY KEY,
          course_id INTEGER NOT NULL,
          course_title_en TEXT NOT NULL,
          course_title_ar TEXT NOT NULL,
          course_start_date TEXT,
          seats INTEGER NOT NULL CHECK (seats BETWEEN 1 AND 10),
          status TEXT NOT NULL DEFAULT 'new'
            CHECK (status IN ('new', 'confirmed', 'attended', 'cancelled')),
          ${visitor}
        )`,
        `CREATE INDEX course_bookings_by_course ON course_bookings (course_id, status)`,
        `CREATE INDEX course_bookings_by_status ON course_bookings (status, id)`,
        `CREATE INDEX course_bookings_by_created ON course_bookings (created_at)`,
        // Notifications still to send: written with the request, sent (and retried) by a worker.
        `CREATE TABLE outbox (
          id INTEGER PRIMARY KEY,
          channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
          payload TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at INTEGER NOT NULL,
          last_error TEXT NOT NULL DEFAULT '',
          sent_at TEXT,
          failed_at TEXT,
          created_at TEXT NOT NULL
        )`,
        `CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`,
      ];
      for (const statement of statements) await sql.raw(forDialect(db, statement)).execute(db);
    },
  },
  '0003_accounts': {
    async up(db: Kysely<unknown>) {
      const statements = [
        // Every administrator of the first version could do everything: they stay able to.
        `ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor'))`,
        `ALTER TABLE users ADD COLUMN last_login_at TEXT`,
        // A token names its session; a session that is gone (logout, password change, removed
        // user) makes the token worthless. Looked up by primary key on every signed-in request.
        `CREATE TABLE sessions (
          id TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          remember INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL
        ) WITHOUT ROWID`,
        `CREATE INDEX sessions_by_user ON sessions (user_id)`,
        `CREATE INDEX sessions_by_expiry ON sessions (expires_at)`,
        // No foreign key on user_id: the log outlives the users it names (username is kept too).
        `CREATE TABLE activity (
          id INTEGER PRIMARY KEY,
          at TEXT NOT NULL,
          user_id INTEGER,
          username TEXT NOT NULL,
          action TEXT NOT NULL,
          entity TEXT NOT NULL,
          entity_id INTEGER,
          summary TEXT NOT NULL
        )`,
        `CREATE INDEX activity_by_entity ON activity (entity, id)`,
        `CREATE INDEX activity_by_user ON activity (user_id, id)`,
        `CREATE INDEX activity_by_user_entity ON activity (user_id, entity, id)`,
      ];
      for (const statement of statements) await sql.raw(forDialect(db, statement)).execute(db);
    },
  },
  '0004_status_changes': {
    async up(db: Kysely<unknown>) {
      // A status change is a compare-and-swap; the one that loses is told who won, and when.
      for (const table of ['cake_orders', 'course_bookings']) {
        await sql.raw(`ALTER TABLE ${table} ADD COLUMN status_changed_by TEXT`).execute(db);
        await sql.raw(`ALTER TABLE ${table} ADD COLUMN status_changed_at TEXT`).execute(db);
      }
    },
  },
  // Kysely's schema builder from here on: the same migrations are to run on PostgreSQL.
  '0005_idempotency': {
    async up(db: Kysely<unknown>) {
      // Visitors' idempotency keys, kept a day; request rows no longer hold theirs (a key may
      // come back after a day, which their UNIQUE column would refuse).
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('endpoint', 'text', (column) => column.notNull())
        .addColumn('fingerprint', 'text', (column) => column.notNull())
        .addColumn('owner', 'text', (column) => column.notNull())
        .addColumn('status', 'integer')
        .addColumn('body', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['key', 'endpoint'])
        .execute();
      // Expired keys are deleted by age.
      await db.schema
        .createIndex('idempotency_keys_by_age')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
  },
  ...WEEK_MIGRATIONS,
  '0010_content_history': contentHistory,
  ...customerMigrations,
  ...waitlistCustomMigrations,
  '0019_outbox_claims': {
    async up(db: Kysely<unknown>) {
      // Several workers (one per replica) share the outbox: rows are claimed before they are sent,
      // by one conditional write (`… AND (lease_until IS NULL OR lease_until < now)`): a row is
      // the worker's whose write changed it. One that dies holding rows leaves them to another
      // once the lease ends.
      await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('lease_until', 'bigint').execute();
    },
  },
  '0020_canonical_phones': canonicalPhones,
  '0023_activity_details': activityDetails,
  '0024_money_minor_units': moneyMinorUnits,
  '0025_payments': paymentsModule,
  '0026_fulfilments': fulfilments,
  '0030_shop_settings': shopSettings,
  '0040_branch_pauses': branchPauses,
  '0041_season_plans': seasonPlans,
  '0042_cake_seasons': cakeSeasons,
  '0050_invoices': invoices,
  '0060_delivery': delivery,
  '0070_online_payments': onlinePayments,
  '0080_requests': requestsTable,
  '0090_delivery_orders': deliveryOrders,
  '0100_season_day_rules': seasonDayRules,
  '0101_seasonal_cake_capacity': seasonalCakeCapacity,
  '0110_payment_reminders': paymentReminders,
  '0120_season_category_caps': seasonCategoryCaps,
  '0121_cake_season_hijri': cakeSeasonHijri,
  '0140_payment_holds': paymentHolds,
  '0150_booking_payment_holds': bookingPaymentHolds,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** The migrations this build knows, in the order they run: a backup naming any other is newer. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

/**
 * Runs every migration not yet run, in name order, each in a transaction of its own with its
 * record (on SQLite and PostgreSQL alike): one that fails leaves the database as the one before
 * it left it, and start-up stops with its cause.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // Migrations are independent tables and columns, numbered as the work began: a data dir that
  // ran a later-numbered one before an earlier-numbered one arrived still takes the earlier one.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  for (;;) {
    const { error, results = [] } = await migrator.migrateUp();
    if (error) throw error instanceof Error ? error : new Error('a migration failed', { cause: error });
    if (results.length === 0) return;
  }
}

/** Runs the migrations up to `name` only: a test builds the data of an earlier version with it. */
export async function migrateUpTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error('a migration failed', { cause: error });
}
