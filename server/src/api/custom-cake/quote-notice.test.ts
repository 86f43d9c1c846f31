import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { answerOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { startSmtp } from '../../../test/support/mail';
import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';

/** Outcomes come within moments; the bound is for a machine busy with other work. */
const WAIT_MS = 25_000;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: SignedInApi;
let branchId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startSignedInApi({
    requestsPerHour: 1000,
    notify: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      notifyEmail: 'orders@bakery.example',
      siteUrl: 'https://cakes.example',
      worker: { backoffMs: () => 50, sweepEveryMs: 50 },
    },
  });
  branchId = (await makeRequestFixtures(t)).branchId;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function ask(fields: Record<string, string>): Promise<{ id: number; reference: string }> {
  let req = request(t.app).post('/api/CustomCake/AddCustomCakeRequest').set('X-Forwarded-For', '10.9.0.1');
  const body = {
    occasion: 'زفاف',
    servings: 40,
    pickupDate: siteDay(12),
    branchId,
    description: 'ثلاث طبقات، ورود بيضاء',
    ...visitor(fields),
  };
  for (const [key, value] of Object.entries(body)) req = req.field(key, String(value));
  const { reference } = answerOf('AddCustomCakeRequest', await req);
  const listed = answerOf(
    'GetCustomCakeRequests',
    await request(t.app)
      .get(`/api/CustomCake/GetCustomCakeRequests?q=${reference}`)
      .set('Authorization', t.auth),
  );
  return { id: listed.items[0]!.id, reference };
}

const quote = (id: number, price: number, note = '') =>
  request(t.app)
    .post('/api/CustomCake/QuoteCustomCake')
    .set('Authorization', t.auth)
    .send({ id, price, deposit: 300, depositDue: siteDay(5), note })
    .expect(200);

const history = async (id: number) =>
  answerOf(
    'GetRequestHistory',
    await request(t.app)
      .get(`/api/Order/GetRequestHistory?kind=custom&id=${id}`)
      .set('Authorization', t.auth),
  );

/** The quotes e-mailed to this visitor (their request's acknowledgement is another e-mail). */
const quotesTo = (to: string, subject: RegExp) =>
  smtp.mails.filter((mail) => mail.to.includes(to) && subject.test(mail.parsed.subject ?? ''));

describe('a quote for a custom cake', { timeout: 60_000 }, () => {
  it('when the staff send it, then the visitor is e-mailed in their language with the price, the deposit and the link to answer, and the history keeps it', async () => {
    const { id, reference } = await ask({ language: 'ar', email: 'huda@example.com' });
    await quote(id, 950, 'ورق الذهب مشمول');

    const quotes = () => quotesTo('huda@example.com', /عرض السعر لطلبك/);
    await vi.waitFor(() => expect(quotes()).toHaveLength(1), { timeout: WAIT_MS });
    const mail = quotes()[0]!;
    expect(mail.parsed.html).toContain('<html lang="ar" dir="rtl">');
    const text = mail.parsed.text ?? '';
    expect(text).toContain(`إليك عرض السعر لطلبك \u2066${reference}\u2069.`);
    expect(text).toMatch(/السعر: \u200f?٩٥٠٫٠٠/);
    expect(text).toMatch(/العربون لتأكيد الطلب: \u200f?٣٠٠٫٠٠\s.+، حتى /);
    expect(text).toContain('ملاحظتنا: ورق الذهب مشمول');
    expect(text).toContain(
      `اقبل العرض أو ارفضه من هنا: https://cakes.example/track?ref=${reference}&lang=ar`,
    );

    const { changes, messages } = await history(id);
    expect(changes).toEqual([expect.objectContaining({ field: 'quote', from: '', to: '950', by: 'admin' })]);
    expect(messages).toEqual([
      expect.objectContaining({ messageKind: 'quoteSent', language: 'ar', text: mail.parsed.text?.trim() }),
    ]);
  });

  it('when a quote is replaced, then the visitor is told the new one and the history keeps both', async () => {
    const { id } = await ask({ language: 'en', email: 'omar@example.com' });
    await quote(id, 700);
    await quote(id, 820);

    const quotes = () => quotesTo('omar@example.com', /^Your quote/);
    await vi.waitFor(() => expect(quotes()).toHaveLength(2), { timeout: WAIT_MS });
    const texts = quotes().map((mail) => mail.parsed.text ?? '');
    expect(texts.filter((text) => /Price: \D*700\.00/.test(text))).toHaveLength(1);
    expect(texts.filter((text) => /Price: \D*820\.00/.test(text))).toHaveLength(1);
    const { changes, messages } = await history(id);
    expect(changes.map(({ field, from, to }) => [field, from, to])).toEqual([
      ['quote', '', '700'],
      ['quote', '700', '820'],
    ]);
    // The inbox keeps the one in force, to send again on WhatsApp.
    expect(messages).toEqual([expect.objectContaining({ messageKind: 'quoteSent' })]);
    expect(messages[0]?.text).toMatch(/Price: \D*820\.00/);
  });
});
