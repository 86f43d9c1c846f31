import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { shopSettingsQuery } from '../../../api/settings';
import { createHttp } from '../../../lib/http';
import type { Strings } from '../../../lib/i18n';
import { createI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { SettingsScreen } from './settings-screen';

const en = JSON.parse(readFileSync(join(__dirname, '../../../../../shared/i18n/en.json'), 'utf8')) as Strings;

type Answers = Record<string, [number, unknown]>;

/** An owner signed in to a backend of an earlier contract: its Home data holds the settings. */
const EARLIER: Answers = {
  '/api/Auth/GetAccount': [200, { id: 1, username: 'mona', email: 'mona@example.com', roles: ['owner'] }],
  '/api/Home/GetHomeData': [
    200,
    {
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      orderLeadDays: 3,
      whatsappNumber: '+966501234567',
      orderNoteEn: 'Order three days ahead',
      orderNoteAr: 'اطلب قبل ثلاثة أيام',
      pickupChangeHours: 'soon',
    },
  ],
  '/api/Settings/GetShopSettings': [404, { error: 'Not found' }],
};

function clientFor(answers: Answers) {
  const http = createHttp({
    fetch: (url) => {
      const [status, body] = answers[url.split('?')[0] ?? ''] ?? [500, { error: url }];
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  });
  return createQueryClient({ http });
}

describe('the shop settings of a backend without the settings rows', () => {
  it('when GetShopSettings answers 404, then the settings are read from the Home data, a bad field as its default', async () => {
    const settings = await clientFor(EARLIER).fetchQuery(shopSettingsQuery());
    expect(settings).toMatchObject({
      ownRecord: false,
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      orderLeadDays: 3,
      whatsappNumber: '+966501234567',
      orderNoteEn: 'Order three days ahead',
      pickupChangeHours: 48,
      vatRate: 0,
      version: 0,
    });
  });

  it('when GetShopSettings fails otherwise, then the failure is not hidden behind the Home data', async () => {
    const broken = {
      ...EARLIER,
      '/api/Settings/GetShopSettings': [503, { error: 'Down' }],
    } satisfies Answers;
    await expect(clientFor(broken).fetchQuery(shopSettingsQuery())).rejects.toThrow();
  });

  it('when an owner opens the screen, then it shows the Home data’s values read-only and says why', async () => {
    const i18n = await createI18n('en', en);
    render(
      <QueryClientProvider client={clientFor(EARLIER)}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <SettingsScreen />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(
        'The backend this site uses keeps these settings with its Home page and does not offer saving them here.',
      ),
    ).toBeTruthy();
    const currency = screen.getByLabelText<HTMLSelectElement>('Currency', { exact: false });
    expect(currency.value).toBe('SAR');
    expect(currency.disabled).toBe(true);
    expect(screen.getByDisplayValue('Order three days ahead')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
