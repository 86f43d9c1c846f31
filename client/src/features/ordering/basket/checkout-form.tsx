import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/form-field';
import { formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { FormProblem } from '../../../components/visitor-form/form-controls';
import { CsrfField, KeyField } from '../../../components/visitor-form/hidden-fields';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import { VisitorFields } from '../../../components/visitor-form/visitor-fields';
import { valuesOf } from '../../../components/visitor-form/visitor-form';
import { INTENT_FIELD } from './basket-fields';
import { writeBrowserBasket } from '../../../lib/basket-browser';
import type { CheckoutContext, CheckoutField } from './checkout';
import { checkoutForm } from './checkout';
import type { DaySource } from '../../../components/pickup-day/day-field';
import { DayField } from '../../../components/pickup-day/day-field';
import { BRANCH_PARAM } from '../../../components/pickup-day/use-branch-days';
import type { DeliveryOptions } from '../../../api/read-delivery-options';
import { deliveryFeeOf } from './delivery-choice';
import { DeliveryFields } from './delivery-fields';
import { DeliveryPlace } from './delivery-place';
import type { DeliveryPlaceProps } from './delivery-place';
import { CheckoutPayment, depositAt } from './checkout-payment';
import type { CheckoutPaymentRule } from './checkout-payment';

export interface CheckoutProps {
  /** The shops that make every cake of the basket. */
  branches: readonly { value: string; label: string }[];
  branchId: string;
  /** Without script, choosing a shop is a GET of the page; with it, the days are read here. */
  onBranch?: ((branchId: string) => void) | undefined;
  source: DaySource | null;
  context: CheckoutContext;
  answer: FormAnswer<CheckoutField>;
  total: number;
  currency: string;
  enhanced: boolean;
  /** The chosen pick-up day (`YYYY-MM-DD`), kept by the basket so a change of lines keeps it. */
  day: string;
  onDay: (day: string) => void;
  /** Where the chosen shop delivers and when; null: pick-up only. */
  delivery: DeliveryOptions | null;
  /** A delivery's address asks for Saudi Arabia's national short address. */
  shortAddress: boolean;
  place: Omit<DeliveryPlaceProps, 'districts' | 'byRadius' | 'currency' | 'problem' | 'pinProblem'>;
  /** Whether the order is paid online as it is placed (null: an earlier backend, it is not). */
  payment: CheckoutPaymentRule | null;
}

/**
 * One shop and one pick-up day for the whole basket, then who the visitor is: the shop is a GET
 * form (its days come with the page), the order a POST that carries the total the visitor saw.
 */
export function CheckoutForm(props: CheckoutProps) {
  const { branches, branchId, onBranch, source, context, answer, currency, enhanced, day, onDay } = props;
  const { delivery, place, shortAddress, payment } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  // Ordered: the basket is emptied as the visitor goes to their confirmation.
  const { view, busy, formProps } = useVisitorForm(checkoutForm, context, answer, () =>
    writeBrowserBasket([], language),
  );

  const branchProblem = view.problems['branchId'];
  const chooseBranch = (event: FormEvent<HTMLFormElement>) => {
    if (!onBranch) return;
    event.preventDefault();
    onBranch(valuesOf(new FormData(event.currentTarget), [BRANCH_PARAM])[BRANCH_PARAM]);
  };
  const delivered = delivery !== null && place.how === 'delivery';
  const chosen = delivered
    ? delivery.districts.find((one) => String(one.id) === place.districtId)
    : undefined;
  // No district chosen: the ring around the shop the map pin falls in stands for it.
  const byPin =
    delivered && !chosen && place.pinZone && 'zone' in place.pinZone ? place.pinZone.zone : undefined;
  const district = chosen ?? byPin;
  const fee = district && deliveryFeeOf(district, props.total, currency);
  const total = props.total + (fee?.accepted ? fee.fee : 0);
  const money = (amount: number) => formatPrice(amount, currency, language);
  if (branches.length === 0) return <p className="order-form__error">{t('site.basket.noBranch')}</p>;
  return (
    <>
      <form method="get" className="checkout__branch" onSubmit={chooseBranch}>
        <FieldFrame
          label={t('site.order.branch')}
          error={branchProblem && t(branchProblem.key, branchProblem.values ?? {})}
        >
          {(control) => (
            <select
              {...control}
              name={BRANCH_PARAM}
              className="field__input"
              value={branchId}
              onChange={(event) => onBranch?.(event.target.value)}
              required
            >
              <option value="">{t('site.order.chooseBranch')}</option>
              {branches.map((branch) => (
                <option key={branch.value} value={branch.value}>
                  {branch.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {delivery && (
          <DeliveryPlace
            {...place}
            districts={delivery.districts}
            byRadius={delivery.byRadius}
            currency={currency}
            problem={view.problems['delivery.address.districtId']}
            pinProblem={view.problems['delivery.address.mapPin']}
          />
        )}
        {!enhanced && (
          <Button type="submit" variant="secondary">
            {t('site.basket.showDays')}
          </Button>
        )}
      </form>
      {branchId && source && (!delivered || district) && (
        <form method="post" className="order-form checkout__order" noValidate {...formProps}>
          <CsrfField />
          <KeyField value={answer.key} />
          <input type="hidden" name={INTENT_FIELD} value="checkout" />
          <input type="hidden" name="branchId" value={branchId} />
          <input type="hidden" name="expectedTotal" value={total.toFixed(2)} />
          <input type="hidden" name="fulfilment" value={delivered ? 'delivery' : 'pickup'} />
          {delivered && district ? (
            <DeliveryFields
              view={view}
              days={delivery.days}
              districtId={chosen ? place.districtId : ''}
              pin={byPin ? place.pin : undefined}
              shortAddress={shortAddress}
            />
          ) : (
            <DayField
              source={source}
              view={view}
              value={day}
              onChange={onDay}
              enhanced={enhanced}
              window={context.window}
            />
          )}
          <VisitorFields view={view} />
          <div className="order-form__footer">
            {fee && (
              <>
                <input
                  type="hidden"
                  name="delivery.expectedFee"
                  value={fee.accepted ? fee.fee.toFixed(2) : ''}
                />
                <p className="checkout__fee">
                  {!fee.accepted
                    ? t('site.delivery.shortBy', {
                        minimum: money(district.minimumOrder),
                        amount: money(fee.shortBy),
                      })
                    : fee.free
                      ? t('site.delivery.free')
                      : t('site.delivery.fee', { fee: money(fee.fee) })}
                </p>
                {fee.accepted && !fee.free && district.freeFrom !== null && (
                  <p className="field__hint">
                    {t('site.delivery.freeFrom', { amount: money(district.freeFrom) })}
                  </p>
                )}
              </>
            )}
            <p className="order-form__total">{t('site.order.total', { total: money(total) })}</p>
            <CheckoutPayment
              rule={payment}
              payNow={view.values.payOnline}
              total={total}
              currency={currency}
              money={money}
            />
            <FormProblem view={view} />
            <Button type="submit" className="btn--large" busy={busy}>
              {busy
                ? t('site.order.submitting')
                : t(
                    payment?.pay === 'required' || depositAt(payment, total, currency) !== null
                      ? 'site.basket.submitAndPay'
                      : 'site.basket.submit',
                  )}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
