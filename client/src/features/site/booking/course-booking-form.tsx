import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import type { CourseBookingContext, CourseBookingField } from './course-booking';
import { courseBookingForm } from './course-booking';
import { FormInput, FormProblem } from '../../../components/visitor-form/form-controls';
import { PayOnlineChoice } from '../../../components/visitor-form/pay-online-choice';
import { CsrfField, KeyField } from '../../../components/visitor-form/hidden-fields';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { VisitorFields } from '../../../components/visitor-form/visitor-fields';

export interface CourseBookingFormProps {
  context: CourseBookingContext;
  answer: FormAnswer<CourseBookingField>;
}

/** A visitor books seats on this course; a refusal (it filled up meanwhile) says so above the button. */
export function CourseBookingForm({ context, answer }: CourseBookingFormProps) {
  const { t } = useTranslation();
  const { view, busy, formProps } = useVisitorForm(courseBookingForm, context, answer);
  return (
    <form method="post" className="order-form" noValidate {...formProps}>
      <CsrfField />
      <KeyField value={answer.key} />
      <FormInput
        view={view}
        name="seats"
        label={t('site.booking.seats')}
        inputMode="numeric"
        maxLength={2}
        required
        aria-required
      />
      <VisitorFields view={view} />
      {context.payment && (
        <PayOnlineChoice
          note={context.payment.rule === 'required' ? t('site.booking.payRequired') : null}
          later={t('site.booking.payLater')}
          payNow={view.values.payOnline}
          testMode={context.payment.testMode}
        />
      )}
      <div className="order-form__footer">
        <FormProblem view={view} />
        <Button type="submit" className="btn--large" busy={busy}>
          {busy ? t('site.order.submitting') : t('site.booking.submit')}
        </Button>
      </div>
    </form>
  );
}
