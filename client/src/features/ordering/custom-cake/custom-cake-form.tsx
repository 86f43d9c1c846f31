import { customCakeInput, maxLengthOf, minLengthOf } from '@cakeshop/shared';
import type { PickupDay } from '@cakeshop/shared';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/form-field';
import { currencySymbol } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { DayField } from '../../../components/pickup-day/day-field';
import { BRANCH_PARAM, daySourceOf, useBranchDays } from '../../../components/pickup-day/use-branch-days';
import { useHydrated } from '../../../lib/islands/use-hydrated';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { FormInput, FormProblem, FormTextarea } from '../../../components/visitor-form/form-controls';
import { CsrfField, KeyField } from '../../../components/visitor-form/hidden-fields';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import { VisitorFields } from '../../../components/visitor-form/visitor-fields';
import { valuesOf } from '../../../components/visitor-form/visitor-form';
import type { CustomCakeContext, CustomCakeField } from './custom-cake';
import { customCakeForm } from './custom-cake';
import { PictureChoice } from './picture-choice';

export interface CustomCakeFormProps {
  context: CustomCakeContext;
  branches: readonly { value: string; label: string }[];
  currency: string;
  answer: FormAnswer<CustomCakeField>;
  /** The shop chosen (its address's `branch`, or the only one) and its pick-up days. */
  branchId: string;
  days: PickupDay[] | 'plain' | null;
  /** The shop's calendar display: the days' Hijri dates beside them or not. */
  calendar: CalendarDisplay;
}

/**
 * Where first (a GET form: its days come with the page, as the basket's), then the occasion, how
 * many people, the day in the basket's picker, a budget, a description and up to three pictures.
 */
export function CustomCakeForm({
  context,
  branches,
  currency,
  answer,
  calendar,
  ...shop
}: CustomCakeFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const enhanced = useHydrated();
  const { view, busy, formProps } = useVisitorForm(customCakeForm, context, answer);
  const { branchId, days, choose } = useBranchDays(shop.branchId, shop.days);
  const [day, setDay] = useState(answer.values.pickupDate ?? '');
  const source = daySourceOf(days, t, language, calendar);
  const sentBack = Object.keys(answer.problems).length > 0;
  const branchProblem = view.problems['branchId'];
  const chooseBranch = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    choose(valuesOf(new FormData(event.currentTarget), [BRANCH_PARAM])[BRANCH_PARAM], '');
  };
  return (
    <>
      <form method="get" className="checkout__branch" onSubmit={chooseBranch}>
        <FieldFrame
          label={t('site.customCake.branch')}
          error={branchProblem && t(branchProblem.key, branchProblem.values ?? {})}
        >
          {(control) => (
            <select
              {...control}
              name={BRANCH_PARAM}
              className="field__input"
              value={branchId}
              onChange={(event) => enhanced && choose(event.target.value, '')}
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
        {!enhanced && (
          <Button type="submit" variant="secondary">
            {t('site.basket.showDays')}
          </Button>
        )}
      </form>
      <form method="post" encType="multipart/form-data" className="order-form" noValidate {...formProps}>
        {/* First: the server checks it before it reads any picture. */}
        <CsrfField />
        <KeyField value={answer.key} />
        <input type="hidden" name="branchId" value={branchId} />
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
        {source ? (
          <DayField
            source={source}
            view={view}
            value={day}
            onChange={setDay}
            enhanced={enhanced}
            window={context}
            label={t('site.customCake.pickupDate')}
          />
        ) : (
          <p className="muted">{t('site.customCake.branchFirst')}</p>
        )}
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
    </>
  );
}
