import type { PickupDay } from '@cakeshop/shared';
import type { BasketLine } from '@cakeshop/shared/basket';
import { pickupCakes, removeLine, setQuantity } from '@cakeshop/shared/basket';
import { toAsciiDigits } from '@cakeshop/shared/digits';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { pathTo } from '@cakeshop/shared/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useHydrated } from '../../../lib/islands/use-hydrated';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { FRESH } from '../../../components/visitor-form/form-answer';
import { valuesOf } from '../../../components/visitor-form/visitor-form';
import type { BasketAnswer } from './basket-fields';
import { INTENT_FIELD, LINE_FIELD } from './basket-fields';
import { writeBrowserBasket } from '../../../lib/basket-browser';
import { BasketLines } from './basket-lines';
import { basketRows } from './basket-rows';
import type { CakeChoices } from './cake-choices';
import type { CheckoutContext, CheckoutField } from './checkout';
import { CheckoutForm } from './checkout-form';
import type { CheckoutPaymentRule } from './checkout-payment';
import { BRANCH_PARAM, daySourceOf, useBranchDays } from '../../../components/pickup-day/use-branch-days';
import type { DeliveryOptions, PinZone } from '../../../api/read-delivery-options';
import type { How } from './delivery-choice';
import { useDeliveryPlace } from './use-delivery-place';

export interface BasketProps {
  lines: BasketLine[];
  /** The basket's cakes by id, in the page's language; null: no longer offered. */
  cakes: Record<string, CakeChoices | null>;
  currency: string;
  branches: { value: string; label: string }[];
  branchId: string;
  /** The chosen shop's days; 'plain': the backend has none (a date field); null: no shop yet. */
  days: PickupDay[] | 'plain' | null;
  window: CheckoutContext['window'];
  /** The shop's calendar display: the days' Hijri dates beside them or not. */
  calendar: CalendarDisplay;
  answer: BasketAnswer | undefined;
  /** Where the chosen shop delivers and when (null: pick-up only), and what the address asked. */
  delivery: DeliveryOptions | null;
  how: How;
  districtId: string;
  search: string;
  /** A map pin given instead of a district, and the zone it falls in. */
  pin: string;
  pinZone: PinZone | null;
  /** The shop is in Saudi Arabia: a delivery's address has its national short address. */
  shortAddress: boolean;
  /** Whether the order is paid online as it is placed (null: it is not). */
  payment: CheckoutPaymentRule | null;
}

/**
 * The basket page: its lines, its total from the server's prices, and the checkout. Rendered by
 * the server from the visitor's cookie and working without script (each change is a form);
 * once used, the island changes the same cookie itself, reads the shop's days when the shop or
 * the counts change, and shows the days as a month grid.
 */
export function BasketView(props: BasketProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [lines, setLines] = useState(props.lines);
  const answer: FormAnswer<CheckoutField> = props.answer?.intent === 'checkout' ? props.answer.answer : FRESH;
  const [day, setDay] = useState(answer.values.pickupDate ?? '');
  const { branchId, days, read, choose } = useBranchDays(props.branchId, props.days);
  const enhanced = useHydrated();
  const place = useDeliveryPlace(props, branchId, days);
  const root = useRef<HTMLDivElement>(null);

  const { rows, total, orderable } = basketRows(lines, props.cakes, props.currency);

  const change = (next: BasketLine[]) => {
    setLines(next);
    writeBrowserBasket(next, language);
    if (next.length > 0) void read(branchId, pickupCakes(next));
  };

  const onLineForm = (form: HTMLFormElement): boolean => {
    const posted = valuesOf(new FormData(form), [INTENT_FIELD, LINE_FIELD, 'quantity']);
    const line = posted[LINE_FIELD];
    if (posted[INTENT_FIELD] === 'remove') {
      change(removeLine(lines, line));
      return true;
    }
    const typed = toAsciiDigits(posted.quantity).trim();
    // Anything but a whole number goes to the server, which says what is wrong beside the field.
    if (!/^\d{1,2}$/.test(typed)) return false;
    change(setQuantity(lines, line, Number(typed)));
    return true;
  };

  const onBranch = (branch: string) => choose(branch, pickupCakes(lines));

  // A shop or a day chosen while the island's code was on its way (the choice is what woke it)
  // is taken as if chosen now: the page's selects are the one place that knows it.
  const takeEarlyChoices = useRef<(() => void) | null>(() => {
    const chosen = (name: string) =>
      root.current?.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value;
    const branch = chosen(BRANCH_PARAM);
    if (branch !== undefined && branch !== props.branchId) onBranch(branch);
    const early = chosen('pickupDate');
    if (early) setDay(early);
  });
  useEffect(() => {
    const take = takeEarlyChoices.current;
    takeEarlyChoices.current = null;
    take?.();
  }, []);

  if (lines.length === 0)
    return (
      <div className="basket basket--empty">
        <p>{t('site.basket.empty')}</p>
        <a className="btn btn--primary" href={pathTo('cakes')}>
          {t('site.basket.browse')}
        </a>
      </div>
    );

  const source = daySourceOf(days, t, language, props.calendar);
  return (
    <div className="basket" ref={root}>
      <BasketLines
        rows={rows}
        currency={props.currency}
        answer={props.answer}
        onChange={enhanced ? onLineForm : undefined}
      />
      <div className="basket__summary">
        <p className="basket__total">
          {t('site.order.total', { total: formatPrice(total, props.currency, language) })}
        </p>
        <a className="btn btn--secondary" href={pathTo('cakes')}>
          {t('site.basket.more')}
        </a>
      </div>
      <section className="checkout" aria-labelledby="checkout-title">
        <h2 className="checkout__title" id="checkout-title">
          {t('site.basket.checkout')}
        </h2>
        {!orderable ? (
          <p className="order-form__error">{t('site.basket.fixLines')}</p>
        ) : days === 'plain' && lines.length > 1 ? (
          <p className="order-form__error">{t('site.basket.oneCakeOnly')}</p>
        ) : (
          <CheckoutForm
            branches={props.branches}
            branchId={branchId}
            onBranch={enhanced ? onBranch : undefined}
            source={source}
            context={{ lines, language, window: props.window }}
            answer={answer}
            total={total}
            currency={props.currency}
            enhanced={enhanced}
            day={day}
            onDay={setDay}
            delivery={place.options}
            shortAddress={props.shortAddress}
            payment={props.payment}
            place={
              enhanced
                ? place.props
                : {
                    ...place.props,
                    onHow: undefined,
                    onDistrict: undefined,
                    onSearch: undefined,
                    onPin: undefined,
                  }
            }
          />
        )}
      </section>
    </div>
  );
}
