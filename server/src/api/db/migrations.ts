import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';

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
      for (const statement of statements) await sql.raw(statement).execute(db);
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
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** The migrations this build knows, in the order they run: a backup naming any other is newer. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
