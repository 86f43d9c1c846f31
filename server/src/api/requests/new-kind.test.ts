import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { fromMinor } from '@cakeshop/shared';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { pickupOrderKind } from '../../../test/support/order-kind';
import { courseBookingKind } from '../booking/booking.kind';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { actingAs, VISITOR } from '../http/actor';
import { createNotifications } from '../outbox/create-notifications';
import { minorOf } from '../money';
import { Intake } from './intake';
import type { IntakeContract, IntakeInput } from './intake';
import { Places } from './places';
import { withOwnRows } from './kind-rows';
import type { KindRow, RequestKindSpec } from './request-kind';
import { insertRequest } from './request.repository';
import { Requests } from './requests';
import { visitorNotice } from './visitor-columns';
import { VisitorLimits } from './visitor-limits';

const huda = { customerName: 'Huda', phone: '050 111 2233', email: '', notes: '', language: 'ar' } as const;

/** A gift voucher request: the throwaway third kind, in the few lines a kind takes. */
const GIFT_STATUSES = ['new', 'sent', 'cancelled'] as const;
type GiftRow = KindRow<{ amountMinor: number }, (typeof GIFT_STATUSES)[number]>;
const giftKind: RequestKindSpec<GiftRow, { reference: string; amount: number }> = {
  entity: 'CakeOrder',
  countField: 'newGifts',
  canMove: (from, to) => from === to || (from === 'new' && to === 'sent'),
  toContract: (row) => ({ reference: row.reference, amount: fromMinor(row.amountMinor, row.currency) }),
  track: (row) => ({ status: row.status, date: null, titleEn: 'Gift voucher', titleAr: 'قسيمة هدية' }),
  exported: (row) => ({
    itemEn: 'Gift voucher',
    itemAr: 'قسيمة هدية',
    date: null,
    amount: 1,
    branchEn: '',
    branchAr: '',
    cakeMessage: '',
    totalMinor: row.amountMinor,
  }),
  notice: (row) => ({
    kind: 'gift',
    ...visitorNotice(row),
    event: 'gift.created',
    titleEn: 'Gift voucher',
    titleAr: 'قسيمة هدية',
    date: null,
    total: fromMinor(row.amountMinor, row.currency),
    currency: row.currency,
    lines: { en: ['Gift voucher'], ar: ['قسيمة هدية'] },
    fields: { amount: fromMinor(row.amountMinor, row.currency) },
  }),
  visitorChanges: { allowed: ['cancel'], from: ['new'] },
  // A voucher happens nowhere in particular.
  details: () =>
    Promise.resolve({
      day: null,
      time: null,
      durationHours: null,
      branchId: null,
      bringEn: '',
      bringAr: '',
      maxSeats: null,
    }),
  // Its own table holds its amount.
  complete: (db, rows) =>
    withOwnRows(rows, GIFT_STATUSES, async (ids) => {
      const { rows: own } = await sql<{ id: number; amountMinor: number }>`
        SELECT id, amount_minor FROM gift_requests WHERE id IN (${sql.join(ids)})`.execute(db);
      return own;
    }),
};

/** Its intake: no checks against the data, its amount in its own table under the request's id. */
const giftIntake: IntakeContract<IntakeInput & { amount: number }, null, GiftRow, { reference: string }> = {
  name: 'gift',
  spec: giftKind,
  check: () => Promise.resolve(null),
  place: () => ({ branchId: null, day: null }),
  async store(trx, _hooks, request, input) {
    const row = await insertRequest(trx, request);
    await sql`INSERT INTO gift_requests (id, amount_minor) VALUES (${row.id}, ${minorOf(input.amount, row.currency, 'amount')})`.execute(
      trx,
    );
    const [gift] = await giftKind.complete(trx, [row]);
    return gift!;
  },
  receiptOf: (row) => ({ reference: row.reference }),
  decoy: (reference) => ({ reference }),
};

const settings = () =>
  Promise.resolve({
    timeZone: 'Asia/Dubai',
    currency: 'AED',
    brandNameEn: '',
    brandNameAr: '',
    whatsappNumber: '',
    // Its own policy beside the registry's kinds.
    changeHours: { cake: 48, course: 24, waitlist: 24, custom: 48, gift: 0 },
    waitlistHoldHours: 24,
    calendarDisplay: 'gregorian' as const,
  });

let database: Database;
const hooks: unknown[] = [];
let hook: ReturnType<typeof createServer>;

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hooks.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(204).end();
    });
  });
  hook.listen(0, '127.0.0.1');
  await once(hook, 'listening');
  database = await openDatabase(tempDataDir(), () => undefined);
  // Its table: only its own columns, under its request's id.
  await sql`CREATE TABLE gift_requests (
    id INTEGER PRIMARY KEY REFERENCES requests (id), amount_minor INTEGER NOT NULL
  )`.execute(database.db);
});
afterAll(async () => {
  await database.close();
  hook.close();
});

describe('a third kind of request', () => {
  it('when a kind is added to the registry, then it is listed, tracked, counted, exported and notified like the others', async () => {
    const now = () => new Date();
    const port = (hook.address() as AddressInfo).port;
    const { notifications, worker } = createNotifications(
      database,
      { now, notify: { webhookUrl: `http://127.0.0.1:${port}/` } },
      pino({ level: 'silent' }),
    );
    const limits = new VisitorLimits({ requestsPerHour: 10 });
    const requests = new Requests(
      database,
      {
        cake: pickupOrderKind(),
        course: courseBookingKind,
        gift: giftKind,
      },
      limits,
      // The kinds' places without calendars: a branch's own hours text.
      { settings, places: new Places(() => Promise.resolve(null)), now },
    );
    const intake = new Intake({
      database,
      limits,
      notifications,
      referenceTaken: (trx, reference) => requests.registry.referenceTaken(trx, reference),
      settings,
      now,
    });

    const receipt = await actingAs(VISITOR, () =>
      intake.take(giftIntake, { ...huda, website: '', amount: 150 }, '10.9.9.9'),
    );

    const listed = await requests.inbox.list('gift', { pageNume: 1, pageSize: 12, q: 'Huda' });
    expect(listed.items).toEqual([{ reference: receipt.reference, amount: 150 }]);
    expect(await requests.tracking.track(receipt.reference, '٠٥٠١١١٢٢٣٣', '10.9.9.9')).toMatchObject({
      kind: 'gift',
      status: 'new',
      titleEn: 'Gift voucher',
    });
    expect(await requests.inbox.counts()).toMatchObject({ newGifts: 1, newCakeOrders: 0 });
    expect(await requests.inbox.export(undefined, undefined)).toContain(`gift,${receipt.reference},new`);
    const gift = await requests.registry.requests.findByReference(database.db, receipt.reference);
    await actingAs({ userId: 1, username: 'lina' }, () =>
      requests.status.changeStatus('gift', { id: gift!.id, status: 'sent', expectedStatus: 'new' }),
    );
    expect(await requests.tracking.track(receipt.reference, '0501112233', '10.9.9.9')).toMatchObject({
      status: 'sent',
    });
    await vi.waitFor(
      () => expect(hooks).toMatchObject([{ event: 'gift.created', request: { amount: 150 } }]),
      {
        timeout: 20_000,
      },
    );
    await worker.stop();
  });
});
