import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { answerOf, saveShopSettings, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { SAUDI_SHOP } from '../../../test/support/invoices';
import { startSmtp } from '../../../test/support/mail';
import { demoPayments } from '../../../test/support/pay';
import { makeRequestFixtures } from '../../../test/support/requests';

/** Outcomes come within moments; the bound is for a machine busy with other work. */
const WAIT_MS = 25_000;
const SITE = 'https://cakes.example';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: SignedInApi;
let shop: ReturnType<typeof demoPayments>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startSignedInApi({
    requestsPerHour: 1000,
    payments: { provider: 'demo', holdMinutes: 15 },
    notify: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      notifyEmail: 'orders@bakery.example',
      siteUrl: SITE,
      worker: { backoffMs: () => 50, sweepEveryMs: 50 },
    },
  });
  await saveShopSettings(t, { ...SAUDI_SHOP });
  shop = demoPayments(t, await makeRequestFixtures(t));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (to: string, subject: RegExp) =>
  smtp.mails.filter((mail) => mail.to.includes(to) && subject.test(mail.parsed.subject ?? ''));

/** The document's link as a message writes it, made relative to the API under test. */
const linkIn = (text: string, words: RegExp): string => {
  const url = new RegExp(`${words.source}${SITE.replace(/\./g, '\\.')}(\\S+)`).exec(text)?.[1];
  if (!url) throw new Error(`no document link in: ${text}`);
  return url;
};

describe('the messages of money', { timeout: 60_000 }, () => {
  it('when a visitor pays, then their "paid" message, in Arabic, carries the signed link to the tax invoice, which opens it', async () => {
    const order = await shop.placeOrder({ language: 'ar', email: 'huda@example.com' });
    const due = await shop.ask(order.id);
    await shop.pay(order, due.id, 'ar');

    const paid = () => mailsTo('huda@example.com', /^استلمنا دفعتك/);
    await vi.waitFor(() => expect(paid()).toHaveLength(1), { timeout: WAIT_MS });
    const text = paid()[0]!.parsed.text ?? '';
    expect(text).toContain(`شكرًا لك: استلمنا دفعتك عن الطلب \u2066${order.reference}\u2069.`);
    expect(text).toMatch(/المبلغ المدفوع: \u200f?٤٩٫٠٠/);
    const link = linkIn(text, /فاتورتك الضريبية رقم \u2066\d+\u2069: /);
    expect(link).toMatch(/^\/api\/invoices\/[0-9a-f-]{36}\?key=[\w-]{43}&lang=ar$/);
    const page = await request(t.app).get(link).expect(200);
    expect(page.text).toContain('فاتورة ضريبية مبسطة');
    expect(page.text).toContain(order.reference);
    // The same link as /track lists it.
    const track = answerOf(
      'TrackRequest',
      await request(t.app).get(
        `/api/Order/TrackRequest?reference=${order.reference}&phone=${encodeURIComponent(order.phone)}`,
      ),
    );
    expect(track.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', receipt: false, link: link.replace('&lang=ar', '') }),
    ]);
    // Kept for the inbox's WhatsApp button, once.
    const { messages } = await shop.history('cake', order.id);
    expect(messages.filter((message) => message.messageKind === 'paymentReceived')).toEqual([
      expect.objectContaining({ language: 'ar', text: paid()[0]!.parsed.text?.trim() }),
    ]);
  });

  it('when an owner refunds part of a payment, then the visitor is told in English with the credit note’s link; a deposit then the balance tell twice', async () => {
    const order = await shop.placeOrder({ language: 'en', email: 'omar@example.com' });
    const deposit = await shop.ask(order.id, { purpose: 'deposit', amount: 10 });
    await shop.pay(order, deposit.id);
    const balance = await shop.ask(order.id);
    await shop.pay(order, balance.id);
    const paid = () => mailsTo('omar@example.com', /^Payment received/);
    await vi.waitFor(() => expect(paid()).toHaveLength(2), { timeout: WAIT_MS });
    expect(
      paid()
        .map((mail) => /Amount paid: \D*([\d.]+)/.exec(mail.parsed.text ?? '')?.[1])
        .sort(),
    ).toEqual(['10.00', '39.00']);

    const paymentId = (await shop.money(order.id)).payments[0]!.id;
    await request(t.app)
      .post('/api/Payment/RefundPayment')
      .set('Authorization', t.auth)
      .send({ orderId: order.id, paymentId, amount: 4, reason: 'One candle less' })
      .expect(200);
    const refunded = () => mailsTo('omar@example.com', /^Money returned/);
    await vi.waitFor(() => expect(refunded()).toHaveLength(1), { timeout: WAIT_MS });
    const text = refunded()[0]!.parsed.text ?? '';
    expect(text).toMatch(/Amount returned: \D*4\.00/);
    const page = await request(t.app)
      .get(linkIn(text, /Your credit note no\. \d+: /))
      .expect(200);
    expect(page.text).toContain('Simplified Credit Note');
  });

  it('when the seller’s facts are incomplete, then the visitor is told of the payment at once, the invoice to follow, and then given its link once the owner completes them', async () => {
    await saveShopSettings(t, { ...SAUDI_SHOP, seller: { ...SAUDI_SHOP.seller, legalNameAr: '' } });
    try {
      const order = await shop.placeOrder({ language: 'en', email: 'laila@example.com' });
      await shop.pay(order, (await shop.ask(order.id)).id);
      const paid = () => mailsTo('laila@example.com', /^Payment received/);
      await vi.waitFor(() => expect(paid()).toHaveLength(1), { timeout: WAIT_MS });
      expect(paid()[0]!.parsed.text).toContain('Your tax invoice will follow in another message.');
      expect(paid()[0]!.parsed.text).not.toContain('/api/invoices/');
    } finally {
      await saveShopSettings(t, { ...SAUDI_SHOP });
    }
    const paid = () => mailsTo('laila@example.com', /^Payment received/);
    await vi.waitFor(() => expect(paid()).toHaveLength(2), { timeout: WAIT_MS });
    const text = paid()[1]!.parsed.text ?? '';
    await request(t.app)
      .get(linkIn(text, /Your tax invoice no\. \d+: /))
      .expect(200);
  });
});
