import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import type { CourseBookingContext } from './course-booking';
import type { FormAnswer } from './form-answer';
import { FormInput, FormProblem } from './form-controls';
import { CsrfField, KeyField, WAITLIST_MARK } from './hidden-fields';
import { useVisitorForm } from './use-visitor-form';
import { VisitorFields } from './visitor-fields';
import type { WaitlistField } from './waitlist-entry';
import { waitlistEntryForm } from './waitlist-entry';

export interface WaitlistEntryFormProps {
  context: CourseBookingContext;
  answer: FormAnswer<WaitlistField>;
}

/** On a full course: name, phone and seats to wait for; freed seats are offered one person at a time. */
export function WaitlistEntryForm({ context, answer }: WaitlistEntryFormProps) {
  const { t } = useTranslation();
  const { view, busy, formProps } = useVisitorForm(waitlistEntryForm, context, answer);
  return (
    <form method="post" className="order-form" noValidate {...formProps}>
      <CsrfField />
      <KeyField value={answer.key} />
      <input type="hidden" name={WAITLIST_MARK} value="1" />
      <p className="detail__hint">{t('site.waitlist.intro')}</p>
      <FormInput
        view={view}
        name="seats"
        label={t('site.waitlist.seats')}
        inputMode="numeric"
        maxLength={2}
        required
        aria-required
      />
      <VisitorFields view={view} />
      <div className="order-form__footer">
        <FormProblem view={view} />
        <Button type="submit" className="btn--large" busy={busy}>
          {busy ? t('site.order.submitting') : t('site.waitlist.submit')}
        </Button>
      </div>
    </form>
  );
}
