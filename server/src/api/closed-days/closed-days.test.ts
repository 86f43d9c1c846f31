import { addDays } from '@cakeshop/shared';
import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import { startSmtp } from '../../../test/support/mail';
import {
  addCake,
  basket,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeOrder,
  setCalendar,
  setSite,
  setStatus,
} from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

/** Outcomes come within moments; the bound is for a machine busy with other work. */
const WAIT_MS = 25_000;
const OPEN_DAILY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' }));

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let week: Week;
let cake: Cake;

beforeAll(async () => {
  smtp = await startSmtp();
  week = await makeWeek((now) =>
    startSignedInApi({
      now,
      requestsPerHour: 1000,
      notify: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        notifyEmail: 'orders@bakery.example',
        siteUrl: 'https://cakes.example',
        worker: { backoffMs: () => 50, sweepEveryMs: 50 },
      },
    }),
  );
  await setSite(week, { orderLeadDays: 1 });
  cake = await addCake(week, { nameEn: 'Rose cake', nameAr: 'كعكة الورد', price: '120' });
});
afterAll(async () => {
  await week.t.close();
  await smtp.close();
});

async function order(customerName: string, pickupDate: string, extra: Record<string, unknown> = {}) {
  const placed = await placeOrder(
    week,
    basket(week, [{ cakeId: cake.id, quantity: 1 }], { pickupDate, customerName, ...extra }),
  );
  return answerOf('AddCakeOrder', placed).reference;
}

async function customCake(customerName: string, pickupDate: string, email: string) {
  let asked = request(week.t.app)
    .post('/api/CustomCake/AddCustomCakeRequest')
    .set('X-Forwarded-For', '10.7.0.1');
  const fields = {
    occasion: 'Wedding',
    servings: 30,
    pickupDate,
    branchId: week.branchIds[0],
    description: 'Two tiers of white roses',
    customerName,
    phone: '050 222 3344',
    email,
    language: 'en',
  };
  for (const [key, value] of Object.entries(fields)) asked = asked.field(key, String(value));
  return answerOf('AddCustomCakeRequest', await asked).reference;
}

const history = async (kind: 'cake' | 'custom', id: number) =>
  answerOf(
    'GetRequestHistory',
    await request(week.t.app)
      .get(`/api/Order/GetRequestHistory?kind=${kind}&id=${id}`)
      .set('Authorization', week.t.auth),
  );

const track = async (reference: string, phone = '+971 50 123 4567') =>
  answerOf(
    'TrackRequest',
    await request(week.t.app)
      .get(`/api/Order/TrackRequest?reference=${reference}&phone=${encodeURIComponent(phone)}`)
      .set('X-Forwarded-For', '10.7.0.2'),
  );

const move = (reference: string, pickupDate: string) =>
  request(week.t.app)
    .post('/api/Order/ChangeCakeOrderPickup')
    .set('X-Forwarded-For', '10.7.0.3')
    .send({ reference, phone: '+971 50 123 4567', pickupDate });

const calendarOf = async (branchId: number) =>
  answerOf('GetBranchCalendars', await request(week.t.app).get('/api/ContactUs/GetBranchCalendars')).find(
    (calendar) => calendar.branchId === branchId,
  );

describe('closing a day that holds requests', () => {
  it('when a closure covers waiting requests, then it is refused listing them; confirmed, each visitor is told in their language with a way to move free of charge, and the inbox marks them', async () => {
    const [branchId, otherBranch] = week.branchIds;
    const day = dayAfter(week, 4);
    const next = addDays(day, 1);
    const sara = await order('Closed Sara', day, { language: 'ar', email: 'sara@example.com' });
    const custom = await customCake('Closed Custom', day, 'omar@example.com');
    await order('Open Next', next);
    await order('Other Branch', day, { branchId: otherBranch });
    const [gone] = await ordersMatching(week, (await order('Closed Gone', day)) ?? '');
    await setStatus(week, gone!.id, 'cancelled').expect(200);

    const closure = {
      branchId,
      week: OPEN_DAILY,
      exceptions: [{ from: day, to: day, closed: true, noteEn: 'Eid al-Adha', noteAr: 'عيد الأضحى' }],
    };
    const refused = await setCalendar(week, closure);
    expect(refused.status).toBe(409);
    expect(refusalOf(refused)).toMatchObject({
      code: 'calendar.closes_requests',
      affected: [
        { kind: 'cake', reference: sara, customerName: 'Closed Sara', day, status: 'new', language: 'ar' },
        {
          kind: 'custom',
          reference: custom,
          customerName: 'Closed Custom',
          day,
          status: 'new',
          language: 'en',
        },
      ].sort((a, b) => a.reference.localeCompare(b.reference)),
    });
    // Nothing changed: no closure, no message.
    expect((await calendarOf(branchId))?.exceptions).toEqual([]);
    const [saraOrder] = await ordersMatching(week, sara);
    expect((await history('cake', saraOrder!.id)).messages).toEqual([]);

    expect((await setCalendar(week, { ...closure, closeRequests: true })).status).toBe(200);
    const told = await history('cake', saraOrder!.id);
    expect(told.messages).toEqual([expect.objectContaining({ messageKind: 'dayClosed', language: 'ar' })]);
    const text = told.messages[0]!.text;
    expect(text).toContain('لن نفتح في جميرا يوم');
    expect(text).toContain('السبب: عيد الأضحى');
    expect(text).toContain(
      `اختر يومًا آخر من هنا دون أي رسوم: https://cakes.example/track?ref=${sara}&lang=ar`,
    );
    await vi.waitFor(
      () =>
        expect(
          smtp.mails.filter(
            (mail) =>
              mail.to.includes('sara@example.com') && /يُرجى اختيار يوم آخر/.test(mail.parsed.subject ?? ''),
          ),
        ).toHaveLength(1),
      { timeout: WAIT_MS },
    );
    const customRow = answerOf(
      'GetCustomCakeRequests',
      await request(week.t.app)
        .get(`/api/CustomCake/GetCustomCakeRequests?q=${custom}`)
        .set('Authorization', week.t.auth),
    ).items[0]!;
    expect(customRow.dayClosed).toBe(true);
    const customText = (await history('custom', customRow.id)).messages[0]?.text ?? '';
    expect(customText).toContain('Why: Eid al-Adha');
    expect(customText).toContain('Call or message us and we will find another day together.');

    // The inbox marks the requests on the closed day, and no other.
    expect(saraOrder!.dayClosed).toBe(false); // read before the closure
    expect((await ordersMatching(week, sara))[0]?.dayClosed).toBe(true);
    expect((await ordersMatching(week, 'Open Next'))[0]?.dayClosed).toBe(false);
    expect((await ordersMatching(week, 'Other Branch'))[0]?.dayClosed).toBe(false);
    expect((await ordersMatching(week, 'Closed Gone'))[0]?.dayClosed).toBe(false);

    // Saved again as it is, it closes nothing new: no question, no second message.
    expect(
      (await setCalendar(week, { ...closure, exceptions: (await calendarOf(branchId))!.exceptions })).status,
    ).toBe(200);
    expect((await history('cake', saraOrder!.id)).messages).toHaveLength(1);
  });

  it('when the cut-off for changes has passed, then an order on a day the shop closed can still be moved free of charge; one on an open day cannot', async () => {
    const branchId = week.branchIds[0];
    const day = dayAfter(week, 10);
    const closedOne = await order('Late Closed', day);
    const openOne = await order('Late Open', addDays(day, 1));
    await setCalendar(week, {
      branchId,
      week: OPEN_DAILY,
      exceptions: [{ from: day, to: day, closed: true }],
      closeRequests: true,
    }).expect(200);
    const before = week.clock.now;
    try {
      // The day before: well past the 48 hours' cut-off of both.
      week.clock.now = new Date(Date.parse(day) - 20 * 60 * 60 * 1000);
      expect(await track(closedOne)).toMatchObject({ dayClosed: true, changes: ['cancel', 'pickup'] });
      expect((await track(openOne)).changes).toEqual([]);
      const moved = await move(closedOne, addDays(day, 2));
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(answerOf('ChangeCakeOrderPickup', moved)).toMatchObject({ date: addDays(day, 2) });
      expect(answerOf('ChangeCakeOrderPickup', moved).dayClosed).toBeUndefined();
      const late = await move(openOne, addDays(day, 3));
      expect(late.status).toBe(409);
      expect(refusalOf(late).code).toBe('request.too_late');
    } finally {
      week.clock.now = before;
    }
  });

  it('when a weekly closed day covers an order, then the week is refused naming it until confirmed', async () => {
    const branchId = week.branchIds[1];
    const day = dayAfter(week, 15);
    const reference = await order('Weekly Closed', day, { branchId });
    const weekday = new Date(day).getUTCDay();
    const refused = await setCalendar(week, {
      branchId,
      week: OPEN_DAILY.filter((hours) => hours.weekday !== weekday),
    });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused).affected?.map((request) => request.reference)).toEqual([reference]);
    expect((await calendarOf(branchId))?.week).toBeNull();
  });
});
