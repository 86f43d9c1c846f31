import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { TrackResult } from '@cakeshop/shared';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import type { Strings } from '../../lib/i18n';
import { createI18n } from '../../lib/i18n';
import { TrackMoney } from './track-money';

const strings = (language: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../../../shared/i18n/${language}.json`), 'utf8')) as Strings;

const paid = {
  kind: 'cake',
  status: 'confirmed',
  date: null,
  titleEn: 'Rose cake',
  titleAr: 'كعكة الورد',
  payment: { total: 345, paid: 345, balance: 0 },
  documents: [
    { number: 12, kind: 'invoice', issuedAt: '2026-11-27T10:00:00Z', link: '/api/invoices/u1?key=k1' },
    { number: 13, kind: 'credit_note', issuedAt: '2026-11-28T10:00:00Z', link: '/api/invoices/u2?key=k2' },
  ],
} as TrackResult;

async function renderIn(language: 'en' | 'ar', result: TrackResult) {
  const i18n = await createI18n(language, strings(language));
  render(
    <I18nextProvider i18n={i18n}>
      <TrackMoney result={result} phone="0509991234" currency="SAR" />
    </I18nextProvider>,
  );
}

describe('an order’s documents on /track', () => {
  it('when the order has an invoice and a credit note, then each is a link to its signed page in the visitor’s language', async () => {
    await renderIn('ar', paid);
    const invoice = screen.getByRole('link', { name: 'الفاتورة ١٢' });
    expect(invoice.getAttribute('href')).toBe('/api/invoices/u1?key=k1&lang=ar');
    expect(screen.getByRole('link', { name: 'الإشعار الدائن ١٣' }).getAttribute('href')).toBe(
      '/api/invoices/u2?key=k2&lang=ar',
    );
  });

  it('when the order has no document, then no section for them', async () => {
    await renderIn('en', { ...paid, documents: null });
    expect(screen.queryByRole('heading', { name: 'Invoices and receipts' })).toBeNull();
  });
});
