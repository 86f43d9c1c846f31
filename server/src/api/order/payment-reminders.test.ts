import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startSignedInApi, tempDataDir } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { startSmtp } from '../../../test/support/mail';
import { demoPayments } from '../../../test/support/pay';
import { makeRequestFixtures, siteDay } from '../../../test/support/requests';

/** Outcomes come within moments; the bound is for a machine busy with other work. */
const WAIT_MS = 25_000;
const SITE = 'https://cakes.example';
const DAY_MS = 86_400_000;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let clock = Date.now();
let dataDir: string;
let t: SignedInApi;
let other: SignedInApi;
let shop: ReturnType<typeof demoPayments>;

/** Two servers on one database, both sweeping every 50 ms on the same clock. */
const server = () =>
  startSignedInApi({
    requestsPerHour: 1000,
    sharedDataDir: true,
    dataDir,
    now: () => new Date(clock),
    payments: { provider: 'demo', holdMinutes: 15 },
    notify: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      notifyEmail: 'orders@bakery.example',
      siteUrl: SITE,
      worker: { backoffMs: () => 50, sweepEveryMs: 50 },
    },
  });

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = tempDataDir();
  t = await server();
  other = await server();
  shop = demoPayments(t, await makeRequestFixtures(t));
});
afterAll(async () => {
  await other.close();
  await t.close();
  await smtp.close();
});

const remindersTo = (to: string) =>
  smtp.mails.filter(
    (mail) => mail.to.includes(to) && /^(A payment is due|حان موعد دفعة)/.test(mail.parsed.subject ?? ''),
  );

describe('payment reminders', { timeout: 90_000 }, () => {
  it('when a link falls due tomorrow, then its visitor gets one reminder with the amount, the day and the link to pay, in their language, whichever server sweeps; one due later waits for its day', async () => {
    const now = new Date(clock);
    // Made first: a sweep that wrongly took one of these would send it before the ones after.
    // A paid link and a cancelled order's fall due with the later one: settled before their day.
    const paidAlready = await shop.placeOrder({ language: 'en', email: 'paid@example.com' }, 10);
    const paidLink = await shop.ask(paidAlready.id, { dueOn: siteDay(6, now) });
    await shop.pay(paidAlready, paidLink.id);
    const cancelled = await shop.placeOrder({ language: 'en', email: 'gone@example.com' }, 10);
    await shop.ask(cancelled.id, { dueOn: siteDay(6, now) });
    await request(t.app)
      .post('/api/Order/CancelRequest')
      .send({ reference: cancelled.reference, phone: cancelled.phone })
      .expect(200);
    const later = await shop.placeOrder({ language: 'en', email: 'later@example.com' }, 10);
    await shop.ask(later.id, { purpose: 'balance', amount: 20, dueOn: siteDay(6, now) });
    const soon = await shop.placeOrder({ language: 'ar', email: 'huda@example.com' }, 10);
    await shop.ask(soon.id, { purpose: 'balance', dueOn: siteDay(1, now) });

    await vi.waitFor(() => expect(remindersTo('huda@example.com')).toHaveLength(1), { timeout: WAIT_MS });
    const text = remindersTo('huda@example.com')[0]!.parsed.text ?? '';
    expect(text).toContain(`للتذكير: حان موعد دفعة عن الطلب \u2066${soon.reference}\u2069.`);
    expect(text).toMatch(/المبلغ المستحق: \u200f?٤٩٫٠٠.+، حتى /);
    expect(text).toContain(
      `ادفعه من هنا (برقم المرجع ورقم هاتفك): ${SITE}/track?ref=${soon.reference}&lang=ar`,
    );
    expect(remindersTo('later@example.com')).toHaveLength(0);

    // Five days on, the later link falls due tomorrow: it is reminded, and the first is not again.
    clock += 5 * DAY_MS;
    await vi.waitFor(() => expect(remindersTo('later@example.com')).toHaveLength(1), { timeout: WAIT_MS });
    expect(remindersTo('later@example.com')[0]!.parsed.text).toMatch(/Amount due: \D*20\.00, by /);
    expect(remindersTo('huda@example.com')).toHaveLength(1);
    expect(remindersTo('paid@example.com')).toHaveLength(0);
    expect(remindersTo('gone@example.com')).toHaveLength(0);
    const { messages } = await shop.history('cake', soon.id);
    expect(messages.filter((message) => message.messageKind === 'balanceDue')).toHaveLength(1);
  });
});
