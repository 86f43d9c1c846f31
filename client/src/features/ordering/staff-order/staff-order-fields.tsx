import type { ContactBranch } from '@cakeshop/shared';
import { maxLengthOf, staffCakeOrderInput } from '@cakeshop/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField, SelectField, TextareaField } from '../../../components/field-control';
import { formatDate } from '../../../lib/format';
import { LANGUAGES } from '../../../lib/language';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { dayToIso } from '../../../components/dashboard/day-input';
import type { StaffOrderValues } from './staff-order-values';

/** Where and when the order is picked up, and who it is for. */
export function StaffOrderFields({ branches }: { branches: readonly ContactBranch[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const day = dayToIso(useWatch<StaffOrderValues, 'pickupDate'>({ name: 'pickupDate' }));
  return (
    <fieldset className="offer-list">
      <legend className="offer-list__legend">{t('dashboard.newOrder.pickupAndCustomer')}</legend>
      <div className="form-grid">
        <SelectField<StaffOrderValues>
          name="branchId"
          label={t('dashboard.inbox.branch')}
          placeholder={t('dashboard.newOrder.chooseBranch')}
          options={branches.map((branch) => ({
            value: String(branch.id),
            label: localized(branch, 'name', language),
          }))}
          required
          aria-required
        />
        <InputField<StaffOrderValues>
          name="pickupDate"
          type="date"
          label={t('dashboard.inbox.pickup')}
          hint={day.endsWith('Z') ? formatDate(day, language) : undefined}
          required
          aria-required
        />
        <InputField<StaffOrderValues>
          name="customerName"
          label={t('dashboard.inbox.customer')}
          dir="auto"
          limit={maxLengthOf(staffCakeOrderInput, 'customerName')}
          required
          aria-required
        />
        <InputField<StaffOrderValues>
          name="phone"
          type="tel"
          dir="ltr"
          label={t('dashboard.fields.phone')}
          maxLength={maxLengthOf(staffCakeOrderInput, 'phone')}
          required
          aria-required
        />
        <InputField<StaffOrderValues>
          name="email"
          type="email"
          dir="ltr"
          label={t('dashboard.fields.email')}
        />
        <SelectField<StaffOrderValues>
          name="language"
          label={t('dashboard.newOrder.language')}
          placeholder={t('dashboard.newOrder.chooseLanguage')}
          options={LANGUAGES.map((code) => ({ value: code, label: t(`common.languages.${code}`) }))}
        />
      </div>
      <TextareaField<StaffOrderValues>
        name="notes"
        label={t('dashboard.inbox.notes')}
        limit={maxLengthOf(staffCakeOrderInput, 'notes')}
        rows={3}
      />
    </fieldset>
  );
}
