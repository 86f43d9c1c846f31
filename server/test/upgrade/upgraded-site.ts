import { createHash } from 'node:crypto';

import { endpoints } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { asBytes } from '../support/api';
import { queryData } from '../support/database';
import type { SignedInApi } from '../support/api';
import { csvRowAsToday, paymentsAsToday, trackAsToday } from './changed-since';
import { expectationsOf } from './fixture';
import type { ExpectedRecord, ExpectedRequest, Expectations, FixtureName } from './fixture';
import { activity, DETAILS, idOf, read } from './reads';
import type { UpgradedSite } from './reads';
import { csvRows, shapedLike } from './same-answers';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function checkRequest(upgraded: UpgradedSite, expected: ExpectedRequest): Promise<void> {
  const { kind, reference } = expected;
  const id = await idOf(upgraded, kind, reference);
  const detail: Record<string, unknown> = await read(upgraded, DETAILS[kind], { Id: id });
  expect(shapedLike(detail, expected.detail), `${kind} ${reference}`).toStrictEqual(expected.detail);
  if (expected.pictures) {
    const { pictures } = await read(upgraded, 'GetCustomCakeRequestById', { Id: id });
    const served = await Promise.all(
      pictures.map(async ({ imageUrl }) => {
        const response = await asBytes(request(upgraded.site.app).get(imageUrl));
        expect(response.status, imageUrl).toBe(200);
        // A visitor's picture stays theirs: served through the signed link only, never by its name.
        const [bare = ''] = imageUrl.split('?');
        expect((await request(upgraded.site.app).get(bare)).status, bare).toBe(404);
        return sha256(response.body as Buffer);
      }),
    );
    expect(served, `${reference}'s pictures`).toStrictEqual(expected.pictures);
  }
}

/** Every version a record had, with the fields each held; the record's state for its editors. */
async function checkRecord(upgraded: UpgradedSite, record: ExpectedRecord): Promise<void> {
  const ref = { kind: record.kind, ...(record.id === undefined ? {} : { id: record.id }) };
  const name = `${record.kind} ${record.id ?? ''}`;
  const versions = await read(upgraded, 'GetVersions', ref);
  // The Home record's shop settings move to a record of their own, which may save it anew: the
  // versions it had stay, its settings are compared through GetHomeData.
  if (record.kind === 'HomeData') {
    expect(shapedLike(versions.slice(-record.versions.length), record.versions), name).toStrictEqual(
      record.versions,
    );
    return;
  }
  expect(shapedLike(versions, record.versions), name).toStrictEqual(record.versions);
  const fields = await Promise.all(
    versions.map(async ({ version }) => (await read(upgraded, 'GetVersion', { ...ref, version })).fields),
  );
  expect(shapedLike(fields, record.versionFields), name).toStrictEqual(record.versionFields);
  const state = await read(upgraded, 'GetDraft', ref);
  expect(shapedLike(state, record.state), name).toStrictEqual(record.state);
}

const withoutIds = <T extends { id?: unknown }>(items: T[]) => items.map(({ id: _id, ...rest }) => rest);

/**
 * What the earlier version's API answered about the fixture's site, asked of today's API on
 * that site (`open` starts it at the moment the fixture was read, signed in as its owner): its
 * settings and catalogue, every request as the staff and its visitor read it, payments, the CSV
 * export, the waiting list's offer, content with its drafts and versions, the activity log.
 * `sameDataDir`: the site runs on the earlier site's DATA_DIR (its secret too), not on a new one
 * its backup was restored onto.
 */
export function checkUpgradedSite(
  name: FixtureName,
  open: (expected: Expectations) => Promise<SignedInApi>,
  { sameDataDir }: { sameDataDir: boolean },
): void {
  const expected = expectationsOf(name);
  let upgraded: UpgradedSite;
  beforeAll(async () => {
    upgraded = { site: await open(expected), expected, ids: new Map() };
  });
  afterAll(async () => {
    await upgraded?.site.close();
  });

  it('when the site is read, then its settings, accounts, branches, cakes, courses and inbox counts are as they were', async () => {
    const { expected } = upgraded;
    // The Home record's own version and time (see checkRecord) aside.
    const { version: _version, updatedAt: _updatedAt, ...home } = expected.home;
    expect(shapedLike(await read(upgraded, 'GetHomeData', {}, 'visitor'), home)).toStrictEqual(home);
    const users = (await read(upgraded, 'GetUsers')).map(({ username, email, roles }) => ({
      username,
      email,
      roles,
    }));
    expect(users).toStrictEqual(expected.users);
    const branches = await read(upgraded, 'GetBranchs', {}, 'visitor');
    expect(shapedLike(branches, expected.branches)).toStrictEqual(expected.branches);
    const cakes = (await read(upgraded, 'GetCakes', { pageSize: 100 }, 'visitor')).items;
    expect(shapedLike(cakes, expected.cakes)).toStrictEqual(expected.cakes);
    const courses = (await read(upgraded, 'GetCourses', { pageSize: 100 }, 'visitor')).items;
    expect(shapedLike(courses, expected.courses)).toStrictEqual(expected.courses);
    const counts = await read(upgraded, 'GetInboxCounts');
    expect(shapedLike(counts, expected.inboxCounts)).toStrictEqual(expected.inboxCounts);
  });

  it('when the staff open each request, then its status, visitor, lines, totals, quote and pictures are as they were', async () => {
    await Promise.all(upgraded.expected.requests.map((expected) => checkRequest(upgraded, expected)));
  });

  it('when each visitor looks their request up by reference and phone, then they read what they read before', async () => {
    // One after another: look-ups sent at once count against the failed look-ups' limit until answered.
    for (const expected of upgraded.expected.requests) {
      const { reference, phone } = expected;
      const track = trackAsToday(expected, upgraded.expected.home);
      const answer = await read(upgraded, 'TrackRequest', { reference, phone }, 'visitor');
      expect(shapedLike(answer, track), reference).toStrictEqual(track);
    }
  });

  it('when the staff read each request’s history, then every status step, visitor change and message is there', async () => {
    await Promise.all(
      upgraded.expected.requests.map(async ({ kind, reference, history }) => {
        const id = await idOf(upgraded, kind, reference);
        const answer = await read(upgraded, 'GetRequestHistory', { kind, id });
        const seen = { changes: answer.changes, messages: withoutIds(answer.messages) };
        expect(shapedLike(seen, history), reference).toStrictEqual(history);
      }),
    );
  });

  it('when the staff open each order’s payments, then every recorded payment, the sum paid and the balance are as they were', async () => {
    const orders = upgraded.expected.requests.filter((one) => one.payments);
    expect(
      orders.some((order) => Array.isArray(order.payments?.payments) && order.payments.payments.length > 1),
    ).toBe(true);
    await Promise.all(
      orders.map(async (order) => {
        const orderId = await idOf(upgraded, 'cake', order.reference);
        const answer = await read(upgraded, 'GetOrderPayments', { orderId });
        const seen = { ...answer, payments: withoutIds(answer.payments) };
        const payments = paymentsAsToday(order);
        expect(shapedLike(seen, payments), order.reference).toStrictEqual(payments);
      }),
    );
  });

  it('when the database is read, then each request is one row of `requests` under its kind, its reference and status kept, and every payment, hand-over and history row names one', async () => {
    const { dataDir } = upgraded.site;
    const stored = await queryData<{ kind: string; reference: string; status: string }>(
      dataDir,
      'SELECT kind, reference, status FROM requests ORDER BY reference',
    );
    const before = upgraded.expected.requests
      .map(({ kind, reference, detail }) => ({ kind, reference, status: detail.status }))
      .sort((a, b) => (a.reference < b.reference ? -1 : 1));
    expect(stored).toStrictEqual(before);
    // Rows that name a request: by its id alone (payments, hand-overs: cake orders), or by kind and id.
    const [payments] = await queryData<{ n: number | string }>(dataDir, 'SELECT count(*) AS n FROM payments');
    expect(Number(payments!.n)).toBeGreaterThan(0);
    const orphans = [
      "SELECT count(*) AS n FROM payments p LEFT JOIN requests r ON r.id = p.request_id AND r.kind = 'cake' WHERE r.id IS NULL",
      "SELECT count(*) AS n FROM payment_collections c LEFT JOIN requests r ON r.id = c.request_id AND r.kind = 'cake' WHERE r.id IS NULL",
      "SELECT count(*) AS n FROM fulfilments f LEFT JOIN requests r ON r.id = f.request_id AND r.kind = 'cake' WHERE r.id IS NULL",
      'SELECT count(*) AS n FROM request_changes c LEFT JOIN requests r ON r.id = c.request_id AND r.kind = c.request_kind WHERE r.id IS NULL',
      'SELECT count(*) AS n FROM request_messages m LEFT JOIN requests r ON r.id = m.request_id AND r.kind = m.request_kind WHERE r.id IS NULL',
      "SELECT count(*) AS n FROM custom_cake_pictures p LEFT JOIN requests r ON r.id = p.request_id AND r.kind = 'custom' WHERE r.id IS NULL",
    ];
    for (const text of orphans) {
      const [row] = await queryData<{ n: number | string }>(dataDir, text);
      expect(Number(row!.n), text).toBe(0);
    }
    // A request made from now on is numbered after every one moved (PostgreSQL's identity too).
    await queryData(
      dataDir,
      `INSERT INTO requests (kind, reference, customer_name, phone, phone_digits, language, status, created_at, currency)
       VALUES ('cake', 'NEXT-0001', 'Next', '+971500000000', '971500000000', 'en', 'new', '2030-01-01T00:00:00.000Z', 'AED')`,
    );
    const [next] = await queryData<{ id: number; last: number }>(
      dataDir,
      "SELECT id, (SELECT MAX(id) FROM requests WHERE reference <> 'NEXT-0001') AS last FROM requests WHERE reference = 'NEXT-0001'",
    );
    await queryData(dataDir, "DELETE FROM requests WHERE reference = 'NEXT-0001'");
    expect(Number(next!.id)).toBeGreaterThan(Number(next!.last));
  });

  it('when the staff export the requests, then the CSV has every request with the same cells and total', async () => {
    const response = await request(upgraded.site.app)
      .get(endpoints.ExportRequests.path)
      .set('Authorization', upgraded.site.auth);
    expect(response.status).toBe(200);
    // The total as a number (an amount may be written with its currency's decimals); the phone
    // as tracking compares it, by its digits (above).
    const cells = (rows: Record<string, string>[]) =>
      rows.map(({ total = '', phone: _phone, ...row }) => ({ ...row, total: Number(total) }));
    const before = cells(csvRows(upgraded.expected.csv).map(csvRowAsToday));
    expect(before).toHaveLength(upgraded.expected.requests.length);
    expect(shapedLike(cells(csvRows(response.text)), before)).toStrictEqual(before);
  });

  it('when the visitor opens the offer they were sent, then it holds their seats until the same moment; the line is as it was', async () => {
    const { reference, token, page } = upgraded.expected.waitlistOffer;
    const offer = await read(upgraded, 'GetWaitlistOffer', { reference, token }, 'visitor');
    expect(shapedLike(offer, page)).toStrictEqual(page);
    const summary = (await read(upgraded, 'GetWaitlistSummary')).courses.map((course) => ({
      ...course,
      offers: withoutIds(course.offers),
    }));
    expect(shapedLike(summary, upgraded.expected.waitlistSummary)).toStrictEqual(
      upgraded.expected.waitlistSummary,
    );
  });

  it('when editors open the content, then its drafts, the scheduled one, every version and its fields are as they were', async () => {
    const { content } = upgraded.expected;
    expect(shapedLike(await read(upgraded, 'GetDrafts'), content.drafts)).toStrictEqual(content.drafts);
    const scheduled = await read(upgraded, 'GetDrafts', { scheduled: 'true' });
    expect(shapedLike(scheduled, content.scheduled)).toStrictEqual(content.scheduled);
    await Promise.all(content.records.map((record) => checkRecord(upgraded, record)));
  });

  // A backup holds no secret: a site it is restored onto keeps its own, which signs other links.
  if (sameDataDir)
    it('when an editor’s shared preview link is opened, then it shows the draft as it did (the site’s secret is kept)', async () => {
      const { token, page } = upgraded.expected.preview;
      const preview = await read(upgraded, 'GetPreview', { token }, 'visitor');
      expect(shapedLike(preview, page)).toStrictEqual(page);
    });

  it('when the owner reads the activity log, then every entry is there in its order, behind the sign-ins and restore since', async () => {
    const before = upgraded.expected.activity;
    const entries = (await activity(upgraded)).map(({ id: _id, entityId: _entityId, ...entry }) => entry);
    const since = entries.slice(0, entries.length - before.length);
    expect(since.every((entry) => entry.action === 'login' || entry.action === 'restore')).toBe(true);
    expect(shapedLike(entries.slice(since.length), before)).toStrictEqual(before);
  });
}
