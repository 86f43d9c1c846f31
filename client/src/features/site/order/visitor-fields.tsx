import { useTranslation } from 'react-i18next';

import { InputField, TextareaField } from '../../../components/field-control';

/** What every visitor's form asks besides the request: who they are, how to reach them. */
export interface VisitorValues {
  customerName: string;
  phone: string;
  email: string;
  notes: string;
  website: string;
}

export const emptyVisitor: VisitorValues = { customerName: '', phone: '', email: '', notes: '', website: '' };

/** Name, phone, optional e-mail and notes, and the honeypot (hidden from people and their tools). */
export function VisitorFields() {
  const { t } = useTranslation();
  return (
    <>
      <div className="order-form__row">
        <InputField<VisitorValues>
          name="customerName"
          label={t('site.order.name')}
          autoComplete="name"
          maxLength={80}
          required
          aria-required
        />
        <InputField<VisitorValues>
          name="phone"
          label={t('site.order.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          dir="ltr"
          required
          aria-required
        />
      </div>
      <InputField<VisitorValues>
        name="email"
        label={t('site.order.email')}
        hint={t('site.order.emailHint')}
        type="email"
        autoComplete="email"
        maxLength={254}
        dir="ltr"
      />
      <TextareaField<VisitorValues> name="notes" label={t('site.order.notes')} maxLength={1000} rows={3} />
      <div className="order-form__trap" aria-hidden="true">
        <InputField<VisitorValues>
          name="website"
          label={t('site.order.website')}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </>
  );
}
