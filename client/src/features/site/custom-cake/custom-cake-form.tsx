import { customCakeInput, maxLengthOf, minLengthOf } from '@cakeshop/shared';
import { isoToPicker, pickerToInputValue } from '@cakeshop/shared/dates';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { currencySymbol } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { FormAnswer } from '../order/form-answer';
import { FormInput, FormProblem, FormSelect, FormTextarea } from '../order/form-controls';
import { CsrfField, KeyField } from '../order/hidden-fields';
import { useVisitorForm } from '../order/use-visitor-form';
import { VisitorFields } from '../order/visitor-fields';
import type { CustomCakeContext, CustomCakeField } from './custom-cake';
import { customCakeForm } from './custom-cake';
import { PictureChoice } from './picture-choice';

export interface CustomCakeFormProps {
  context: CustomCakeContext;
  branches: readonly { value: string; label: string }[];
  currency: string;
  answer: FormAnswer<CustomCakeField>;
}

const toInput = (iso: string) => pickerToInputValue(isoToPicker(iso));

/** The occasion, how many people, when and where, a budget, a description and up to three pictures. */
export function CustomCakeForm({ context, branches, currency, answer }: CustomCakeFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { view, busy, formProps } = useVisitorForm(customCakeForm, context, answer);
  const sentBack = Object.keys(answer.problems).length > 0;
  return (
    <form method="post" encType="multipart/form-data" className="order-form" noValidate {...formProps}>
      {/* First: the server checks it before it reads any picture. */}
      <CsrfField />
      <KeyField value={answer.key} />
      <div className="order-form__row">
        <FormInput
          view={view}
          name="occasion"
          label={t('site.customCake.occasion')}
          hint={t('site.customCake.occasionHint')}
          limit={maxLengthOf(customCakeInput, 'occasion')}
          required
          aria-required
        />
        <FormInput
          view={view}
          name="servings"
          label={t('site.customCake.servings')}
          inputMode="numeric"
          maxLength={3}
          required
          aria-required
        />
      </div>
      <div className="order-form__row">
        <FormInput
          view={view}
          name="pickupDate"
          type="date"
          label={t('site.customCake.pickupDate')}
          hint={t('site.order.pickupHint', { date: context.earliestText })}
          min={toInput(context.earliest)}
          max={toInput(context.latest)}
          required
          aria-required
        />
        <FormSelect
          view={view}
          name="branchId"
          label={t('site.customCake.branch')}
          placeholder={t('site.order.chooseBranch')}
          options={branches}
          required
          aria-required
        />
      </div>
      <FormInput
        view={view}
        name="budget"
        label={t('site.customCake.budget')}
        hint={t('site.customCake.budgetHint', { currency: currencySymbol(currency, language) })}
        inputMode="decimal"
        maxLength={10}
      />
      <FormTextarea
        view={view}
        name="description"
        label={t('site.customCake.description')}
        hint={t('site.customCake.descriptionHint', {
          count: minLengthOf(customCakeInput, 'description') ?? 0,
        })}
        limit={maxLengthOf(customCakeInput, 'description')}
        rows={4}
        required
        aria-required
      />
      <PictureChoice sentBack={sentBack} />
      <VisitorFields view={view} />
      <div className="order-form__footer">
        <FormProblem view={view} />
        <Button type="submit" className="btn--large" busy={busy}>
          {busy ? t('site.order.submitting') : t('site.customCake.submit')}
        </Button>
      </div>
    </form>
  );
}
