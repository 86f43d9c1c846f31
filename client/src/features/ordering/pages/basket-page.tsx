import type { Cake, PickupDays } from '@cakeshop/shared';
import { shopCountry } from '@cakeshop/shared/shop-country';
import type { BasketLine } from '@cakeshop/shared/basket';
import { pickupCakes } from '@cakeshop/shared/basket';
import { offeredAt } from '@cakeshop/shared/cake-offer';
import { pickupWindow } from '@cakeshop/shared/site-days';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useActionData, useLoaderData } from 'react-router-dom';

import { cakeQuery } from '../../../api/cake';
import { branchesQuery } from '../../../api/contact';
import { shopSettingsQuery } from '../../../api/settings';
import { useShopSettings } from '../../../api/use-shop-settings';
import { useCalendarDisplay } from '../../../api/calendar-display';
import { formatDate } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import type { LazyRoute } from '../../../lib/route-handle';
import { useLanguage } from '../../../lib/use-language';
import { pickupDaysQuery } from '../../../api/pickup-days';
import { readDeliveryOptions, readPinZone } from '../../../api/read-delivery-options';
import type { DeliveryOptions, PinZone } from '../../../api/read-delivery-options';
import type { How } from '../basket/delivery-choice';
import { DISTRICT_PARAM, HOW_PARAM, howOf, PIN_PARAM, SEARCH_PARAM } from '../basket/delivery-choice';
import { httpOf } from '../../../lib/query-client';
import type { BasketAnswer } from '../basket/basket-fields';
import { basketAction } from '../basket/basket-action';
import { island as basketIsland } from '../basket/basket-island';
import { basketOfRequest } from '../basket/basket-request';
import { cakeChoices } from '../basket/cake-choices';
import type { CakeChoices } from '../basket/cake-choices';
import { BRANCH_PARAM } from '../../../components/pickup-day/use-branch-days';
import { PageHead } from '../../../components/site/page-head';
import { PageIntro } from '../../../components/site/page-intro';
import { Island } from '../../../lib/islands/island';
import { settled } from '../../../lib/site/page-loaders';
import { useCurrency } from '../../../api/use-currency';

interface BasketData {
  lines: BasketLine[];
  /** The cookie held something that is not a basket: it is treated as empty. */
  unreadable: boolean;
  branchId: number | null;
  days: PickupDays['days'] | 'plain' | null;
  /** Where the chosen shop delivers and when; null: pick-up only (or no shop yet). */
  delivery: DeliveryOptions | null;
  how: How;
  districtId: string;
  search: string;
  /** A map pin given instead of a district, and the zone it falls in (read here without script). */
  pin: string;
  pinZone: PinZone | null;
}

/** The shop the visitor chose, if it makes every cake; the only one that does, else none. */
const chosenBranch = (eligible: readonly number[], wanted: number) =>
  eligible.includes(wanted) ? wanted : eligible.length === 1 ? (eligible[0] ?? null) : null;

/**
 * The visitor's own page, rendered from their basket cookie and never shared (the BFF renders it
 * for them alone): each cake as it is offered now, the shops that make them all, and the chosen
 * shop's pick-up days in one read.
 */
function basketLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<BasketData> => {
    const read = basketOfRequest(request);
    const lines = read ?? [];
    const ids = [...new Set(lines.map((line) => line.cakeId))];
    await settled(
      ...ids.map((id) => queryClient.ensureQueryData(cakeQuery(id))),
      queryClient.ensureQueryData(branchesQuery()),
      queryClient.ensureQueryData(shopSettingsQuery()),
    );
    const cakes = ids.flatMap((id) => queryClient.getQueryData<Cake>(cakeQuery(id).queryKey) ?? []);
    const eligible = (queryClient.getQueryData(branchesQuery().queryKey) ?? [])
      .filter((branch) => cakes.every((cake) => offeredAt(cake, branch.id)))
      .map((branch) => branch.id);
    const params = new URL(request.url).searchParams;
    const branchId = chosenBranch(eligible, Number(params.get(BRANCH_PARAM)));
    const base = {
      lines,
      unreadable: read === null,
      branchId,
      how: howOf(params.get(HOW_PARAM)),
      districtId: params.get(DISTRICT_PARAM) ?? '',
      search: params.get(SEARCH_PARAM) ?? '',
      pin: params.get(PIN_PARAM)?.trim() ?? '',
    };
    if (branchId === null || lines.length === 0)
      return { ...base, days: null, delivery: null, pinZone: null };
    const days = await queryClient.ensureQueryData(pickupDaysQuery(branchId, pickupCakes(lines)));
    // A backend that cannot say where it delivers offers pick-up, as it did before delivery.
    const delivery = Array.isArray(days)
      ? await readDeliveryOptions(httpOf(queryClient), branchId, days).catch(() => null)
      : null;
    // Without script the pin comes with the page's address: the zone it falls in is read here.
    const byPin = delivery?.byRadius && base.how === 'delivery' && base.pin && !base.districtId;
    const pinZone = byPin ? await readPinZone(httpOf(queryClient), branchId, base.pin) : null;
    return { ...base, days, delivery, pinZone };
  };
}

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: BasketPage,
    loader: basketLoader(queryClient),
    action: basketAction(queryClient),
    handle: { titleKey: 'site.titles.basket' },
  };
}

export function BasketPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const calendar = useCalendarDisplay();
  const { lines, unreadable, branchId, days, delivery, how, districtId, search, pin, pinZone } =
    useLoaderData<BasketData>();
  const answer = useActionData<BasketAnswer>();
  const settings = useShopSettings();
  // Not a setting the owner saves, so not in the parsed record: what the API says checkout asks.
  const asked = useQuery(shopSettingsQuery()).data?.checkoutPayment;
  const rules = settings.paymentRules;
  const payment = asked?.online
    ? {
        ...asked,
        deposit:
          rules.depositFrom > 0
            ? {
                from: rules.depositFrom,
                percent: rules.depositPercent,
                amount: rules.depositAmount,
                dueDays: rules.balanceDueDays,
              }
            : null,
      }
    : null;
  const { data: branches = [] } = useQuery(branchesQuery());
  // The loader read each cake; one it could not find is no longer offered.
  const queryClient = useQueryClient();
  const cakes: Record<string, CakeChoices | null> = {};
  const offered: Cake[] = [];
  for (const line of lines) {
    const cake = queryClient.getQueryData<Cake>(cakeQuery(line.cakeId).queryKey);
    cakes[String(line.cakeId)] = cake ? cakeChoices(cake, t, language, currency) : null;
    if (cake) offered.push(cake);
  }
  const { earliest, latest } = pickupWindow(settings);
  return (
    <>
      <PageHead title={t('site.titles.basket')} description={t('site.basket.description')} />
      <PageIntro
        title={t('site.titles.basket')}
        lead={unreadable ? t('site.basket.unreadable') : undefined}
      />
      <Island
        name="basket"
        island={basketIsland}
        // A shop chosen already (the page reloaded, or reached with it): its days show as the grid.
        eager={Array.isArray(days)}
        props={{
          lines,
          cakes,
          currency,
          branches: branches
            .filter((branch) => offered.every((cake) => offeredAt(cake, branch.id)))
            .map((branch) => ({ value: String(branch.id), label: localized(branch, 'name', language) })),
          branchId: branchId === null ? '' : String(branchId),
          days,
          window: { earliest, latest, earliestText: formatDate(earliest, language) },
          calendar,
          answer,
          delivery,
          how,
          districtId,
          search,
          pin,
          pinZone,
          shortAddress: shopCountry(settings).code === 'SA',
          payment,
        }}
      />
    </>
  );
}
