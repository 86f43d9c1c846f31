import { currencyOf } from '@cakeshop/shared/money';
import type { Cake, CakeOrderInput } from '@cakeshop/shared';
import { cakeOrderInput } from '@cakeshop/shared';
import { inputValueToPicker, isoToPicker, pickerToInputValue, pickerToIso } from '@cakeshop/shared/dates';
import { toAsciiDigits } from '@cakeshop/shared/digits';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { branchesQuery } from '../../../api/contact';
import { homeQuery } from '../../../api/home';
import { addCakeOrder } from '../../../api/order';
import { InputField, SelectField } from '../../../components/field-control';
import { formatDate, formatPrice } from '../../../lib/format';
import { localizedResolver } from '../../../lib/form-resolver';
import type { TFunction } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { pickupWindow } from '@cakeshop/shared/site-days';
import { FormFooter } from './form-footer';
import { useVisitorSubmit } from './use-visitor-submit';
import type { VisitorValues } from './visitor-fields';
import { emptyVisitor, VisitorFields } from './visitor-fields';

interface OrderValues extends VisitorValues {
  quantity: string;
  pickupDate: string;
  branchId: string;
  cakeMessage: string;
}

type OrderBody = ReturnType<typeof cakeOrderInput.parse>;

const toInput = (iso: string) => pickerToInputValue(isoToPicker(iso));
const toIso = (value: string) => {
  const picked = inputValueToPicker(value);
  return picked ? pickerToIso(picked) : value;
};

/**
 * The shared schema judges every field (in the visitor's language); the pick-up day must also
 * fall in the window the server allows, which only the page knows (lead time, site time zone).
 */
function orderResolver(
  t: TFunction,
  cakeId: number,
  language: 'en' | 'ar',
  days: { earliest: string; latest: string },
  tooSoon: string,
  tooLate: string,
): Resolver<OrderValues, unknown, OrderBody> {
  const base = localizedResolver<OrderValues, OrderBody>(t, cakeOrderInput, (values): CakeOrderInput => ({
    ...values,
    cakeId,
    language,
    pickupDate: toIso(values.pickupDate),
  }));
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const day = values.pickupDate ? toIso(values.pickupDate) : '';
    const message = day && day < days.earliest ? tooSoon : day > days.latest ? tooLate : undefined;
    if (!message) return result;
    return { values: {}, errors: { ...result.errors, pickupDate: { type: 'range', message } } };
  };
}

/** A visitor orders this cake: how many, when and where to pick it up, what to write, who they are. */
export function CakeOrderForm({ cake }: { cake: Cake }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: home } = useQuery(homeQuery());
  const { data: branches = [] } = useQuery(branchesQuery());
  const days = pickupWindow(home);
  const form = useForm<OrderValues, unknown, OrderBody>({
    resolver: orderResolver(
      t,
      cake.id,
      language,
      days,
      t('site.order.tooSoon', { date: formatDate(days.earliest, language) }),
      t('site.order.tooLate'),
    ),
    defaultValues: {
      quantity: '1',
      pickupDate: '',
      branchId: branches.length === 1 ? String(branches[0]?.id) : '',
      cakeMessage: '',
      ...emptyVisitor,
    },
  });
  const submit = useVisitorSubmit({ form, send: addCakeOrder, kind: 'cake' });
  const quantity = Number(toAsciiDigits(useWatch({ control: form.control, name: 'quantity' }) ?? ''));
  const total = Number.isInteger(quantity) && quantity >= 1 && quantity <= 20 ? cake.price * quantity : null;

  if (branches.length === 0) return <p className="order-form__error">{t('site.order.noBranches')}</p>;
  return (
    <FormProvider {...form}>
      <form
        className="order-form"
        noValidate
        onSubmit={(event) =>
          // The mutation reports its own failure: nothing waits for the submit's promise.
          void form.handleSubmit((body) => submit.mutate(body))(event)
        }
      >
        <div className="order-form__row">
          <InputField<OrderValues>
            name="quantity"
            label={t('site.order.quantity')}
            inputMode="numeric"
            maxLength={2}
            required
            aria-required
            autoFocus
          />
          <InputField<OrderValues>
            name="pickupDate"
            type="date"
            label={t('site.order.pickupDate')}
            hint={t('site.order.pickupHint', { date: formatDate(days.earliest, language) })}
            min={toInput(days.earliest)}
            max={toInput(days.latest)}
            required
            aria-required
          />
        </div>
        <SelectField<OrderValues>
          name="branchId"
          label={t('site.order.branch')}
          placeholder={t('site.order.chooseBranch')}
          options={branches.map((branch) => ({
            value: String(branch.id),
            label: localized(branch, 'name', language),
          }))}
          required
          aria-required
        />
        <InputField<OrderValues>
          name="cakeMessage"
          label={t('site.order.cakeMessage')}
          hint={t('site.order.cakeMessageHint')}
          maxLength={60}
        />
        <VisitorFields />
        <FormFooter
          busy={submit.isPending}
          label={t('site.order.submit')}
          busyLabel={t('site.order.submitting')}
          summary={
            total !== null && (
              <p className="order-form__total" aria-live="polite">
                {t('site.order.total', { total: formatPrice(total, currencyOf(home), language) })}
              </p>
            )
          }
        />
      </form>
    </FormProvider>
  );
}
