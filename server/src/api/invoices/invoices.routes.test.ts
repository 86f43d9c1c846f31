import { answerOf, refusalOf, saveShopSettings } from '../../../test/support/api';
import { paymentOf, SAUDI_SHOP, startInvoicingApi } from '../../../test/support/invoices';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof startInvoicingApi>>;
beforeAll(async () => {
  t = await startInvoicingApi();
});
afterAll(() => t.closeAll());

const paid = async (requestId: number, amountMinor: number) => {
  const { kind: _kind, ...event } = paymentOf(requestId, amountMinor);
  await t.invoices.onPaid(event);
  return event;
};

const linksOf = async (requestId: number) => t.invoices.documentsOf('cake', requestId);

describe('the signed document link', () => {
  it('when the link is followed, then the printable invoice shows the seller, the lines, the totals and the QR, in Arabic', async () => {
    await paid(1, 34500);
    const [document] = await linksOf(1);
    const page = await request(t.app).get(document!.link).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('فاتورة ضريبية مبسطة');
    expect(page.text).toContain('Simplified Tax Invoice');
    expect(page.text).toContain('شركة مخبز الورد');
    expect(page.text).toContain('310122393500003');
    expect(page.text).toContain('٣٤٥٫٠٠');
    expect(page.text).toMatch(/<figure class="qr"[^>]*><svg/);
    expect(page.text).not.toContain('<script');
  });

  it('when the link asks for English, then the page is left to right with Latin digits and the same QR', async () => {
    const [document] = await linksOf(1);
    const arabic = await request(t.app).get(document!.link).expect(200);
    const english = await request(t.app).get(`${document!.link}&lang=en&paper=80mm`).expect(200);
    expect(english.text).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain('class="paper-80mm"');
    expect(english.text).toMatch(/345\.00/);
    const qrOf = (html: string) => /<figure class="qr"[^>]*>([\s\S]*?)<\/figure>/.exec(html)?.[1];
    expect(qrOf(english.text)).toBe(qrOf(arabic.text));
  });

  it('when the key is altered, missing, or for another document, then 404 and nothing of the document', async () => {
    await paid(2, 34500);
    const [first] = await linksOf(1);
    const [second] = await linksOf(2);
    const url = new URL(first!.link, 'http://site');
    const key = url.searchParams.get('key')!;
    const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const otherKey = new URL(second!.link, 'http://site').searchParams.get('key')!;
    for (const wrong of [`?key=${altered}`, '', `?key=${otherKey}`, '?key=x']) {
      const response = await request(t.app).get(`${url.pathname}${wrong}`).expect(404);
      expect(refusalOf(response).code).toBeDefined();
      expect(response.text).not.toContain('310122393500003');
    }
    await request(t.app).get(`/api/invoices/not-a-uuid?key=${key}`).expect(404);
  });

  it('when the style sheet is asked for, then print styles for A4 and an 80 mm roll', async () => {
    const css = await request(t.app).get('/api/invoices/document.css').expect(200);
    expect(css.text).toContain('size: A4');
    expect(css.text).toContain('size: 80mm');
  });
});

describe('the Invoices screen’s rows', () => {
  it('when the staff list a month, then each document once, newest first, with its link; the CSV and the VAT summary agree with the documents', async () => {
    await paid(3, 10000);
    await paid(3, 24500);
    const { kind: _kind, ...event } = paymentOf(3, 24500);
    await t.invoices.onRefunded({ ...event, settlementKey: 'refund:3' });
    const month = new Date().toISOString().slice(0, 7);
    const list = answerOf(
      'GetInvoices',
      await request(t.app)
        .get(`/api/Invoices/GetInvoices?from=2000-01`)
        .set('Authorization', t.auth)
        .expect(200),
    );
    const numbers = list.items.map((item) => item.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(numbers.length);
    const ofThree = list.items.filter((item) => item.requestId === 3);
    expect(ofThree.map((item) => [item.kind, item.advance, item.gross])).toEqual([
      ['credit_note', false, 245],
      ['invoice', false, 245],
      ['invoice', true, 100],
    ]);
    expect(ofThree[0]?.corrects).toBe(ofThree[1]?.number);

    const csv = await request(t.app)
      .get('/api/Invoices/ExportInvoices?from=2000-01')
      .set('Authorization', t.auth)
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(list.items.length + 1);
    expect(lines.find((line) => line.startsWith(`${ofThree[0]?.number},credit_note`))).toContain(
      ',213.04,31.96,245.00,card,',
    );

    const summary = answerOf(
      'GetVatSummary',
      await request(t.app)
        .get('/api/Invoices/GetVatSummary?from=2000-01')
        .set('Authorization', t.auth)
        .expect(200),
    );
    const sign = (kind: string) => (kind === 'credit_note' ? -1 : 1);
    const sum = (pick: (item: (typeof list.items)[number]) => number) =>
      Math.round(list.items.reduce((total, item) => total + sign(item.kind) * pick(item), 0) * 100);
    const row = summary.rows.find((candidate) => candidate.month === month && candidate.vatRate === 15);
    expect(Math.round((row?.vat ?? 0) * 100)).toBe(sum((item) => item.vat));
    expect(Math.round((row?.gross ?? 0) * 100)).toBe(sum((item) => item.gross));
    expect(Math.round((row?.net ?? 0) * 100)).toBe(sum((item) => item.net));
  });

  it('when the seller’s facts are incomplete, then the list says which payments wait and why, and they are issued once the owner completes them', async () => {
    await saveShopSettings(t, { seller: { ...SAUDI_SHOP.seller, addressAr: '' } });
    const event = await paid(4, 34500);
    const waiting = answerOf(
      'GetInvoices',
      await request(t.app).get('/api/Invoices/GetInvoices').set('Authorization', t.auth).expect(200),
    ).waiting;
    expect(waiting).toEqual([
      expect.objectContaining({ settlementKey: event.settlementKey, reason: 'seller_incomplete' }),
    ]);
    // The owner's save wakes the API's own issuing: no retry needs to come due.
    await saveShopSettings(t, { seller: SAUDI_SHOP.seller });
    await expect.poll(async () => (await linksOf(4)).length).toBe(1);
  });

  it('when a month is not a month, then 400 names the field', async () => {
    const response = await request(t.app)
      .get('/api/Invoices/GetInvoices?from=2026-13')
      .set('Authorization', t.auth)
      .expect(400);
    expect(refusalOf(response).details?.map((detail) => detail.path)).toEqual(['from']);
  });

  it('when a visitor without a session asks for the list, then 401', async () => {
    await request(t.app).get('/api/Invoices/GetInvoices').expect(401);
  });
});
