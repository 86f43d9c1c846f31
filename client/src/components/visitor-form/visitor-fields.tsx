import { courseBookingInput, maxLengthOf } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import type { FormView } from './form-controls';
import { FormInput, FormTextarea } from './form-controls';
import type { VisitorField } from './visitor-form';

/** The visitor's fields are the same in every request's schema. */
const limit = (field: VisitorField) => maxLengthOf(courseBookingInput, field);

/** Name, phone, optional e-mail and notes, and the honeypot (hidden from people and their tools). */
export function VisitorFields({ view }: { view: FormView<VisitorField> }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="order-form__row">
        <FormInput
          view={view}
          name="customerName"
          label={t('site.order.name')}
          autoComplete="name"
          limit={limit('customerName')}
          required
          aria-required
        />
        <FormInput
          view={view}
          name="phone"
          label={t('site.order.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={limit('phone')}
          dir="ltr"
          required
          aria-required
        />
      </div>
      <FormInput
        view={view}
        name="email"
        label={t('site.order.email')}
        hint={t('site.order.emailHint')}
        type="email"
        autoComplete="email"
        maxLength={limit('email')}
        dir="ltr"
      />
      <FormTextarea view={view} name="notes" label={t('site.order.notes')} limit={limit('notes')} />
      <div className="order-form__trap" aria-hidden="true">
        <FormInput
          view={view}
          name="website"
          label={t('site.order.website')}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </>
  );
}
