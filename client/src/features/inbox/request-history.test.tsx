import en from '@cakeshop/shared/i18n/en.json';
import type { RequestHistory as History } from '@cakeshop/shared';
import { DEFAULT_SHOP_SETTINGS } from '@cakeshop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { shopSettingsQuery } from '../../api/settings';
import { inboxKeys } from '../../api/inbox';
import { i18nWrapper } from '../../test/i18n-wrapper';
import { RequestHistory } from './request-history';

const typed = '<img src=x onerror="alert(1)"> =cmd|\'/C calc\'!A0';

const history: History = {
  changes: [
    { at: '2026-11-25T10:00:00.000Z', by: null, field: 'status', from: 'new', to: 'cancelled' },
    {
      at: '2026-11-25T09:30:00.000Z',
      by: 'Huda',
      field: 'pickup',
      from: '2026-12-10T00:00:00.000Z',
      to: '2026-12-10T00:00:00.000Z',
    },
  ],
  messages: [
    {
      id: 1,
      messageKind: 'orderConfirmed',
      language: 'ar',
      createdAt: '2026-11-25T09:00:00.000Z',
      subject: 'تم تأكيد طلبك K7Q2-9MXD',
      text: `مرحبًا ${typed}،\n\nخبر سار: تم تأكيد طلبك \u2066K7Q2-9MXD\u2069.`,
      email: 'sent',
    },
  ],
};

async function renderHistory() {
  const client = new QueryClient();
  client.setQueryData(inboxKeys.history('cake', 7, 'cancelled'), history);
  const I18n = await i18nWrapper(en);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18n>{children}</I18n>
    </QueryClientProvider>
  );
  return render(
    <RequestHistory
      kind="cake"
      id={7}
      status="cancelled"
      createdAt="2026-11-24T08:00:00.000Z"
      phone="+971 50 123 4567"
    />,
    { wrapper },
  );
}

describe('a request’s messages and history in the inbox', () => {
  it('when a message holds what the visitor typed (HTML, a formula), then it is shown as text, and WhatsApp opens with the same text', async () => {
    const { container } = await renderHistory();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/onerror/).textContent).toContain(typed);
    const whatsapp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    const url = new URL(whatsapp.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/971501234567');
    expect(url.searchParams.get('text')).toBe(history.messages[0]?.text);
    expect(screen.getByText('Order confirmed')).toBeTruthy();
    expect(screen.getByText(/E-mailed/)).toBeTruthy();
  });

  it('when the staff quoted a custom cake and then changed the quote, then each quote is a line with its price', async () => {
    const client = new QueryClient();
    client.setQueryData(inboxKeys.history('custom', 9, 'quoted'), {
      changes: [
        { at: '2026-11-25T10:00:00.000Z', by: 'mona', field: 'quote', from: '', to: '950' },
        { at: '2026-11-25T11:00:00.000Z', by: 'mona', field: 'quote', from: '950', to: '820.5' },
      ],
      messages: [],
    } satisfies History);
    client.setQueryData(shopSettingsQuery().queryKey, {
      ...DEFAULT_SHOP_SETTINGS,
      currency: 'AED',
      version: 1,
      updatedAt: null,
      updatedBy: null,
      ownRecord: true,
    });
    const I18n = await i18nWrapper(en);
    render(
      <QueryClientProvider client={client}>
        <I18n>
          <RequestHistory
            kind="custom"
            id={9}
            status="quoted"
            createdAt="2026-11-24T08:00:00.000Z"
            phone="0501234567"
          />
        </I18n>
      </QueryClientProvider>,
    );
    expect(screen.getByText(/^Quote sent: AED\s950\.00/)).toBeTruthy();
    expect(screen.getByText(/^Quote changed: AED\s950\.00 → AED\s820\.50/)).toBeTruthy();
  });

  it('when the customer cancelled on /track, then the history says the customer did', async () => {
    await renderHistory();
    expect(screen.getByText('Status: New → Cancelled')).toBeTruthy();
    expect(screen.getByText(/^the customer,/)).toBeTruthy();
  });

  it('when a delivery was moved to another window of its day, then the history says the window changed, not a move to the same day', async () => {
    await renderHistory();
    expect(screen.getByText(/^Delivery window changed, the same day \(/)).toBeTruthy();
    expect(screen.queryByText(/^Pick-up day:/)).toBeNull();
  });
});
