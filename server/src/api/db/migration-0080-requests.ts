import { sql } from 'kysely';
import type { Migration } from 'kysely';

import type { AnyDb } from './any-db';
import { forDialect, isPostgres } from './dialect';

/** What every kind's table held alike, which moves to `requests`. */
const SHARED = `reference, idempotency_key, customer_name, phone, phone_digits, email, notes, language,
  status, staff_note, created_at, status_changed_by, status_changed_at, change_cutoff_hours, currency`;

/** The statuses each kind had in its own table's check, now one check on `requests`. */
const STATUSES: Record<string, readonly string[]> = {
  cake: ['new', 'confirmed', 'ready', 'collected', 'cancelled'],
  course: ['new', 'confirmed', 'attended', 'cancelled'],
  waitlist: ['new', 'offered', 'booked', 'declined', 'expired', 'cancelled'],
  custom: ['new', 'quoted', 'accepted', 'declined', 'cancelled'],
};

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** A kind's statuses are its own; a kind added later brings its graph in code, not here. */
const statusCheck = `CHECK (kind NOT IN (${quoted(Object.keys(STATUSES))}) OR ${Object.entries(STATUSES)
  .map(([kind, statuses]) => `(kind = '${kind}' AND status IN (${quoted(statuses)}))`)
  .join(' OR ')})`;

/**
 * The kinds after the first take the numbers after the last request so far (cake orders keep
 * theirs, which their lines, hand-overs, payments and invoices already hold).
 */
const MOVED_KINDS = [
  { kind: 'course', table: 'course_bookings', entity: 'CourseBooking' },
  { kind: 'waitlist', table: 'waitlist_entries', entity: 'WaitlistEntry' },
  { kind: 'custom', table: 'custom_cake_requests', entity: 'CustomCakeRequest' },
] as const;

/** Each kind's own table as it now is: only what differs, its `id` its request's. */
const DETAILS: Record<string, string> = {
  cake_orders: `id INTEGER NOT NULL PRIMARY KEY REFERENCES requests (id),
    cake_id INTEGER NOT NULL,
    cake_name_en TEXT NOT NULL,
    cake_name_ar TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 20),
    branch_name_en TEXT NOT NULL,
    branch_name_ar TEXT NOT NULL,
    cake_message TEXT NOT NULL DEFAULT '',
    total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
    over_capacity INTEGER NOT NULL DEFAULT 0`,
  course_bookings: `id INTEGER NOT NULL PRIMARY KEY REFERENCES requests (id),
    course_id INTEGER NOT NULL,
    course_title_en TEXT NOT NULL,
    course_title_ar TEXT NOT NULL,
    seats INTEGER NOT NULL CHECK (seats BETWEEN 1 AND 10)`,
  waitlist_entries: `id INTEGER NOT NULL PRIMARY KEY REFERENCES requests (id),
    course_id INTEGER NOT NULL,
    course_title_en TEXT NOT NULL,
    course_title_ar TEXT NOT NULL,
    seats INTEGER NOT NULL CHECK (seats BETWEEN 1 AND 10),
    offer_token TEXT UNIQUE,
    offered_at TEXT,
    offer_expires_at INTEGER,
    booking_reference TEXT`,
  custom_cake_requests: `id INTEGER NOT NULL PRIMARY KEY REFERENCES requests (id),
    occasion TEXT NOT NULL,
    servings INTEGER NOT NULL,
    branch_name_en TEXT NOT NULL,
    branch_name_ar TEXT NOT NULL,
    budget_minor INTEGER,
    description TEXT NOT NULL,
    pictures TEXT NOT NULL DEFAULT '[]',
    quote_price_minor INTEGER,
    quote_deposit_minor INTEGER,
    quote_deposit_due TEXT,
    quote_note TEXT NOT NULL DEFAULT '',
    quoted_at TEXT,
    quoted_by TEXT,
    order_id INTEGER,
    order_reference TEXT`,
};

/** Where each kind's day and branch were kept, as `requests` now keeps them. */
const WHERE_AND_WHEN: Record<string, { from: string; branch: string; day: string }> = {
  cake_orders: {
    from: 'cake_orders t LEFT JOIN fulfilments f ON f.request_id = t.id',
    branch: 'f.branch_id',
    day: 'f.day',
  },
  course_bookings: {
    from: 'course_bookings t LEFT JOIN courses c ON c.id = t.course_id',
    branch: 'c.branch_id',
    day: 't.course_start_date',
  },
  waitlist_entries: {
    from: 'waitlist_entries t LEFT JOIN courses c ON c.id = t.course_id',
    branch: 'c.branch_id',
    day: 't.course_start_date',
  },
  custom_cake_requests: { from: 'custom_cake_requests t', branch: 't.branch_id', day: 't.pickup_date' },
};

/** The tables that name a request by kind and id: their ids of the moved kinds move with them. */
const BY_KIND = ['request_changes', 'request_messages', 'invoice_documents'] as const;

const ownColumns = (table: string) =>
  DETAILS[table]!.split('\n')
    .map((line) => line.trim().split(' ')[0]!)
    .filter((column) => column !== '');

/**
 * One row per request (requests/): what every kind held alike moves from the kind's own table to
 * `requests` (the reference unique across kinds by one index, the status with a version for its
 * compare-and-swap, the day and branch), and each kind's table keeps only what differs, keyed by
 * its request's id. Cake orders keep their ids (their lines, hand-overs, payments, invoices and
 * custom cakes' orders already hold them); bookings, waiting-list entries and custom cakes are
 * numbered after them, and every row that named one by kind and id (history, messages, invoices,
 * custom cakes' pictures, the activity log) follows it. Each kind's table is built anew and its
 * rows copied (SQLite drops no column that is unique), its children with it, so it runs the same
 * whether the connection enforces foreign keys or not.
 */
export const requestsTable: Migration = {
  async up(db: AnyDb) {
    const run = (statement: string) => sql.raw(forDialect(db, statement)).execute(db);
    const lastId = async () => {
      const { rows } = await sql<{
        last: number | string | null;
      }>`SELECT MAX(id) AS last FROM requests`.execute(db);
      return Number(rows[0]?.last ?? 0);
    };

    await run(`CREATE TABLE requests (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      reference TEXT NOT NULL,
      idempotency_key TEXT,
      customer_name TEXT NOT NULL,
      phone TEXT NOT NULL,
      phone_digits TEXT NOT NULL,
      email TEXT NOT NULL DEFAULT '',
      notes TEXT NOT NULL DEFAULT '',
      language TEXT NOT NULL CHECK (language IN ('en', 'ar')),
      status TEXT NOT NULL DEFAULT 'new',
      version INTEGER NOT NULL DEFAULT 0,
      staff_note TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL,
      status_changed_by TEXT,
      status_changed_at TEXT,
      change_cutoff_hours INTEGER NOT NULL DEFAULT 0,
      currency TEXT NOT NULL,
      branch_id INTEGER,
      day TEXT,
      ${statusCheck}
    )`);

    const offsets = new Map<string, number>([['cake_orders', 0]]);
    const copyRequests = async (table: string, kind: string) => {
      const { from, branch, day } = WHERE_AND_WHEN[table]!;
      const offset = table === 'cake_orders' ? 0 : await lastId();
      offsets.set(table, offset);
      const shared = SHARED.split(',').map((column) => `t.${column.trim()}`);
      await run(`INSERT INTO requests (id, kind, ${SHARED}, branch_id, day, version)
        SELECT t.id + ${offset}, '${kind}', ${shared.join(', ')}, ${branch}, ${day},
          CASE WHEN t.status_changed_at IS NULL THEN 0 ELSE 1 END
        FROM ${from} ORDER BY t.id`);
    };
    await copyRequests('cake_orders', 'cake');
    for (const { kind, table } of MOVED_KINDS) await copyRequests(table, kind);

    // Each kind's table anew, beside the old one, then in its place; children first.
    const rebuild = async (table: string, definition: string, select: string) => {
      await run(`CREATE TABLE ${table}_next (${definition})`);
      await run(`INSERT INTO ${table}_next SELECT ${select}`);
    };
    const replace = async (table: string) => {
      await run(`DROP TABLE ${table}`);
      await run(`ALTER TABLE ${table}_next RENAME TO ${table}`);
    };
    for (const table of Object.keys(DETAILS)) {
      const offset = offsets.get(table) ?? 0;
      const columns = ownColumns(table).filter((column) => column !== 'id');
      await rebuild(table, DETAILS[table]!, `id + ${offset}, ${columns.join(', ')} FROM ${table}`);
    }
    const customOffset = offsets.get('custom_cake_requests') ?? 0;

    await rebuild(
      'order_lines',
      `order_id INTEGER NOT NULL REFERENCES cake_orders_next (id) ON DELETE CASCADE,
        line_no INTEGER NOT NULL,
        cake_id INTEGER NOT NULL,
        cake_category_id INTEGER,
        cake_name_en TEXT NOT NULL,
        cake_name_ar TEXT NOT NULL,
        size_id INTEGER,
        size_label_en TEXT NOT NULL,
        size_label_ar TEXT NOT NULL,
        flavour_id INTEGER,
        flavour_name_en TEXT,
        flavour_name_ar TEXT,
        quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 20),
        unit_price_minor INTEGER NOT NULL,
        gross_minor INTEGER NOT NULL,
        net_minor INTEGER NOT NULL,
        vat_minor INTEGER NOT NULL,
        cake_message TEXT NOT NULL DEFAULT '',
        CONSTRAINT order_lines_next_key PRIMARY KEY (order_id, line_no)`,
      `order_id, line_no, cake_id, cake_category_id, cake_name_en, cake_name_ar, size_id, size_label_en,
        size_label_ar, flavour_id, flavour_name_en, flavour_name_ar, quantity, unit_price_minor,
        gross_minor, net_minor, vat_minor, cake_message FROM order_lines`,
    );
    await rebuild(
      'fulfilments',
      `request_id INTEGER NOT NULL PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('pickup', 'delivery')),
        day TEXT NOT NULL,
        slot TEXT,
        branch_id INTEGER NOT NULL,
        zone_id INTEGER,
        address TEXT,
        recipient_name TEXT,
        recipient_phone TEXT,
        fee_minor INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
        status TEXT`,
      `request_id, kind, day, slot, branch_id, zone_id, address, recipient_name, recipient_phone, fee_minor,
        status FROM fulfilments`,
    );
    await rebuild(
      'custom_cake_pictures',
      `request_id INTEGER NOT NULL REFERENCES custom_cake_requests_next (id),
        "position" INTEGER NOT NULL,
        image_key TEXT NOT NULL REFERENCES images (key),
        CONSTRAINT custom_cake_pictures_next_pk PRIMARY KEY (request_id, "position")`,
      `request_id + ${customOffset}, "position", image_key FROM custom_cake_pictures`,
    );
    for (const table of ['order_lines', 'fulfilments', 'custom_cake_pictures', ...Object.keys(DETAILS)])
      await replace(table);

    for (const { kind, entity, table } of MOVED_KINDS) {
      const offset = offsets.get(table) ?? 0;
      for (const named of BY_KIND)
        await run(`UPDATE ${named} SET request_id = request_id + ${offset} WHERE request_kind = '${kind}'`);
      await run(`UPDATE activity SET entity_id = entity_id + ${offset} WHERE entity = '${entity}'`);
    }

    const indexes = [
      'CREATE UNIQUE INDEX requests_by_reference ON requests (reference)',
      // Only requests made before keys had a table of their own hold one.
      'CREATE UNIQUE INDEX requests_by_idempotency_key ON requests (idempotency_key) WHERE idempotency_key IS NOT NULL',
      'CREATE INDEX requests_by_kind ON requests (kind, status, id)',
      'CREATE INDEX requests_in_kind ON requests (kind, id)',
      'CREATE INDEX requests_by_created ON requests (created_at)',
      'CREATE INDEX fulfilments_by_day ON fulfilments (day, branch_id)',
      'CREATE INDEX custom_cake_pictures_by_image ON custom_cake_pictures (image_key)',
      'CREATE INDEX course_bookings_by_course ON course_bookings (course_id)',
      'CREATE INDEX waitlist_entries_in_line ON waitlist_entries (course_id, id)',
      'CREATE INDEX waitlist_entries_by_expiry ON waitlist_entries (offer_expires_at)',
    ];
    for (const index of indexes) await run(index);
    if (isPostgres(db))
      await sql`SELECT setval(pg_get_serial_sequence('requests', 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM requests), false)`.execute(
        db,
      );
  },
};
