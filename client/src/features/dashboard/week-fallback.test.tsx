import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Cake, ContactBranch } from '@cakeshop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { createHttp } from '../../lib/http';
import type { Strings } from '../../lib/i18n';
import { createI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { CakeForm } from './cakes/cake-form';
import { CalendarScreen } from './calendar/calendar-screen';
import { ProductionScreen } from './production/production-screen';

const en = JSON.parse(readFileSync(join(__dirname, '../../../../shared/i18n/en.json'), 'utf8')) as Strings;

const branch: ContactBranch = {
  id: 1,
  nameEn: 'Downtown',
  nameAr: 'وسط المدينة',
  addressEn: 'x',
  addressAr: 'س',
  phone: '',
  email: '',
  mapUrl: '',
  openingHoursEn: '',
  openingHoursAr: '',
  sortOrder: 0,
};

/** A backend of the second contract: the week's rows answer 404, the rest as usual. */
const ANSWERS: Record<string, [number, unknown]> = {
  '/api/ContactUs/GetBranchs': [200, [branch]],
  '/api/Home/GetHomeData': [200, { currency: 'AED', timeZone: 'Asia/Dubai' }],
  '/api/Settings/GetShopSettings': [404, { error: 'Not found' }],
  '/api/ContactUs/GetBranchCalendars': [404, { error: 'Not found' }],
  '/api/Production/GetProductionSheet': [404, { error: 'Not found' }],
};

async function renderWith(ui: ReactNode) {
  const http = createHttp({
    fetch: (url) => {
      const [status, body] = ANSWERS[url.split('?')[0] ?? ''] ?? [500, { error: url }];
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  });
  const i18n = await createI18n('en', en);
  render(
    <QueryClientProvider client={createQueryClient({ http })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const cake: Cake = {
  id: 3,
  nameEn: 'Plain',
  nameAr: 'عادية',
  descriptionEn: null,
  descriptionAr: null,
  price: 25,
  cakeCategoryId: 1,
  featured: false,
  imageUrl: null,
};

describe('a backend without the week’s rows', () => {
  it('when the calendars answer 404, then the screen says the backend does not offer them', async () => {
    await renderWith(<CalendarScreen />);
    expect(await screen.findByText('Opening calendar: not available')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('when the production sheet answers 404, then the screen says so and offers no print or export', async () => {
    await renderWith(<ProductionScreen />);
    expect(await screen.findByText('Production sheet: not available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('when a cake comes without sizes, then its form is one price as before; with the week, sizes carry the prices', async () => {
    const offer = { week: true, branches: [branch], siteLeadDays: 3 };
    await renderWith(
      <CakeForm
        cake={cake}
        categories={[]}
        defaultCategory={null}
        currency="AED"
        offer={offer}
        onDone={() => {}}
      />,
    );
    expect(screen.getByLabelText('Price (AED)')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Sizes and prices' })).toBeNull();
    expect(screen.queryByLabelText('Days of notice')).toBeNull();

    await renderWith(
      <CakeForm
        cake={{
          ...cake,
          sizes: [
            { id: 9, labelEn: 'One', labelAr: 'واحد', price: 25, servingsFrom: null, servingsTo: null },
          ],
        }}
        categories={[]}
        defaultCategory={null}
        currency="AED"
        offer={offer}
        onDone={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Sizes and prices' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Downtown' })).toBeTruthy();
    expect(screen.getByLabelText('Days of notice')).toBeTruthy();
  });
});
