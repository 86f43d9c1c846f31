import { pickupWindow } from '@cakeshop/shared';
import type { PickupDays } from '@cakeshop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useActionData, useLoaderData } from 'react-router-dom';

import { branchesQuery } from '../../../api/contact';
import { shopSettingsQuery } from '../../../api/settings';
import { useShopSettings } from '../../../api/use-shop-settings';
import { useCalendarDisplay } from '../../../api/calendar-display';
import { formatDate, formatPlainNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { httpOf } from '../../../lib/query-client';
import { pickupDaysQuery } from '../../../api/pickup-days';
import { BRANCH_PARAM } from '../../../components/pickup-day/use-branch-days';
import type { LazyRoute } from '../../../lib/route-handle';
import { useLanguage } from '../../../lib/use-language';
import { ContactButtons } from '../../../components/site/contact-buttons';
import { PageHead } from '../../../components/site/page-head';
import { PageIntro } from '../../../components/site/page-intro';
import type { CustomCakeField } from '../custom-cake/custom-cake';
import { customCakeForm } from '../custom-cake/custom-cake';
import { island as customCakeIsland } from '../custom-cake/custom-cake-island';
import { Island } from '../../../lib/islands/island';
import { requestLanguage } from '../../../lib/site/request-language';
import { useCurrency } from '../../../api/use-currency';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { FRESH } from '../../../components/visitor-form/form-answer';
import { visitorAction } from '../../../components/visitor-form/visitor-action';
import { settled } from '../../../lib/site/page-loaders';

interface CustomCakeData {
  branchId: number | null;
  days: PickupDays['days'] | 'plain' | null;
}

/** The shop in the address (or the only one) and its pick-up days, as the basket reads them. */
function customCakeLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<CustomCakeData> => {
    await settled(
      queryClient.ensureQueryData(branchesQuery()),
      queryClient.ensureQueryData(shopSettingsQuery()),
    );
    const ids = (queryClient.getQueryData(branchesQuery().queryKey) ?? []).map((branch) => branch.id);
    const wanted = Number(new URL(request.url).searchParams.get(BRANCH_PARAM));
    const branchId = ids.includes(wanted) ? wanted : ids.length === 1 ? (ids[0] ?? null) : null;
    if (branchId === null) return { branchId, days: null };
    return { branchId, days: await queryClient.ensureQueryData(pickupDaysQuery(branchId, '')) };
  };
}

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CustomCakePage,
    loader: customCakeLoader(queryClient),
    action: visitorAction(
      customCakeForm,
      async ({ request }) => {
        const { earliest, latest } = pickupWindow(await queryClient.ensureQueryData(shopSettingsQuery()));
        const language = requestLanguage(request);
        return { language, earliest, latest, earliestText: formatDate(earliest, language) };
      },
      httpOf(queryClient),
    ),
    handle: { titleKey: 'site.titles.customCake' },
  };
}

/** `/custom-cake`: the form for a cake of the visitor's own, answered with a quote. */
export function CustomCakePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const calendar = useCalendarDisplay();
  const answer = useActionData<FormAnswer<CustomCakeField>>();
  const { branchId, days } = useLoaderData<CustomCakeData>();
  const settings = useShopSettings();
  const { data: branches = [] } = useQuery(branchesQuery());
  const { earliest, latest } = pickupWindow(settings);
  return (
    <>
      <PageHead title={t('site.titles.customCake')} description={t('site.customCake.lead')} />
      <PageIntro title={t('site.titles.customCake')} lead={t('site.customCake.lead')} />
      <section className="custom-cake" aria-label={t('site.customCake.formTitle')}>
        {branches.length === 0 ? (
          <p className="order-form__error">{t('site.customCake.noBranches')}</p>
        ) : (
          <Island
            name="customCake"
            island={customCakeIsland}
            props={{
              context: { language, earliest, latest, earliestText: formatDate(earliest, language) },
              branches: branches.map((branch) => ({
                value: String(branch.id),
                label: localized(branch, 'name', language),
              })),
              currency,
              answer: answer ?? { ...FRESH, values: { servings: formatPlainNumber(12, language) } },
              branchId: branchId === null ? '' : String(branchId),
              days,
              calendar,
            }}
            // A shop chosen already: its days show as the grid, as the basket's.
            eager={Array.isArray(days)}
          />
        )}
        <ContactButtons
          text={t('site.contactButtons.generalText')}
          whatsappLabel={t('site.contactButtons.whatsappGeneral')}
        />
      </section>
    </>
  );
}
