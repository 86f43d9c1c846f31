import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import type { CourseBookingContext } from './course-booking';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { FormInput, FormProblem } from '../../../components/visitor-form/form-controls';
import { CsrfField, KeyField, WAITLIST_MARK } from '../../../components/visitor-form/hidden-fields';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import { VisitorFields } from '../../../components/visitor-form/visitor-fields';
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
