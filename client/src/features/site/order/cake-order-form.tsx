import { cakeOrderInput, maxLengthOf } from '@cakeshop/shared';
import { isoToPicker, pickerToInputValue } from '@cakeshop/shared/dates';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import type { CakeOrderContext, CakeOrderField } from './cake-order';
import { cakeOrderForm } from './cake-order';
import { FormInput, FormProblem, FormSelect } from './form-controls';
import { CsrfField, KeyField } from './hidden-fields';
import { useVisitorForm } from './use-visitor-form';
import type { FormAnswer } from './form-answer';
import { VisitorFields } from './visitor-fields';

export interface CakeOrderFormProps {
  context: CakeOrderContext;
  branches: readonly { value: string; label: string }[];
  /** The cake's price and the site's, already in the visitor's words ("AED 24.50"). */
  priceText: string;
  /** What was posted and what to fix, when the server sends the form back. */
  answer: FormAnswer<CakeOrderField>;
}

const toInput = (iso: string) => pickerToInputValue(isoToPicker(iso));

/** A visitor orders this cake: how many, when and where to pick it up, what to write, who they are. */
export function CakeOrderForm({ context, branches, priceText, answer }: CakeOrderFormProps) {
  const { t } = useTranslation();
  const { view, busy, formProps } = useVisitorForm(cakeOrderForm, context, answer);
  return (
    <form method="post" className="order-form" noValidate {...formProps}>
      <CsrfField />
      <KeyField value={answer.key} />
      <div className="order-form__row">
        <FormInput
          view={view}
          name="quantity"
          label={t('site.order.quantity')}
          hint={t('site.order.each', { price: priceText })}
          inputMode="numeric"
          maxLength={2}
          required
          aria-required
        />
        <FormInput
          view={view}
          name="pickupDate"
          type="date"
          label={t('site.order.pickupDate')}
          hint={t('site.order.pickupHint', { date: context.earliestText })}
          min={toInput(context.earliest)}
          max={toInput(context.latest)}
          required
          aria-required
        />
      </div>
      <FormSelect
        view={view}
        name="branchId"
        label={t('site.order.branch')}
        placeholder={t('site.order.chooseBranch')}
        options={branches}
        required
        aria-required
      />
      <FormInput
        view={view}
        name="cakeMessage"
        label={t('site.order.cakeMessage')}
        hint={t('site.order.cakeMessageHint')}
        maxLength={maxLengthOf(cakeOrderInput, 'cakeMessage')}
      />
      <VisitorFields view={view} />
      <div className="order-form__footer">
        <FormProblem view={view} />
        <Button type="submit" className="btn--large" busy={busy}>
          {busy ? t('site.order.submitting') : t('site.order.submit')}
        </Button>
      </div>
    </form>
  );
}
