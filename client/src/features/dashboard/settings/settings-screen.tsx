import { hasRoles } from '@cakeshop/shared/roles';
import { CALENDAR_DISPLAYS } from '@cakeshop/shared/hijri';
import { DEFAULT_CHANGE_HOURS, MAX_CHANGE_HOURS } from '@cakeshop/shared/request-changes';
import {
  DEFAULT_WAITLIST_HOLD_HOURS,
  MAX_WAITLIST_HOLD_HOURS,
  maxLengthOf,
  paymentRules,
  seller,
  shopSettings,
  TAX_REGIMES,
} from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { accountQuery } from '../../../api/auth';
import { settingsKeys, shopSettingsQuery } from '../../../api/settings';
import type { ShopSettingsState } from '../../../api/settings';
import { InputField, SelectField } from '../../../components/field-control';
import { browserHttp } from '../../../lib/browser-http';
import { formatDateTime } from '../../../lib/format';
import { isHttpError } from '../../../lib/http-error';
import { localizedResolver } from '../../../lib/form-resolver';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { applyServerError } from '../../../lib/apply-server-error';
import { withLimits } from '../common/bilingual';
import { BilingualFields } from '../common/bilingual-field';
import { PageForm } from '../common/page-form';
import { RecordScreen } from '../common/record-screen';
import { PaymentRulesFields } from './payment-rules-fields';
import { SellerMissing } from './seller-missing';
import { COMMON_CURRENCIES, currencyLabel } from '../single/currencies';
import { settingsValues } from './settings-values';
import type { SettingsValues } from './settings-values';

/** The form's field paths (from the schema), where a save's refusal may point. */
const FIELDS: readonly string[] = [
  ...Object.keys(shopSettings.shape).filter((name) => name !== 'seller' && name !== 'paymentRules'),
  ...Object.keys(seller.shape).map((name) => `seller.${name}`),
  ...Object.keys(paymentRules.shape).map((name) => `paymentRules.${name}`),
];

/** Every IANA zone this browser knows, for the shop's time zone. */
const timeZones = (): readonly string[] => Intl.supportedValuesOf('timeZone');

/** The list of choices, with the saved value kept even when this browser does not list it. */
const withCurrent = (options: readonly string[], current: string) =>
  current && !options.includes(current) ? [current, ...options] : options;

/**
 * /dashboard/settings: the shop's settings, one record. Owners edit it; editors (and everyone,
 * on a backend that keeps the settings in its Home data) read it.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const query = useQuery(shopSettingsQuery());
  const { data: user } = useQuery(accountQuery());
  const owner = hasRoles(user?.roles ?? [], ['owner']);
  return (
    <RecordScreen title={t('dashboard.titles.settings')} intro={t('dashboard.settings.intro')} query={query}>
      {(data) => <SettingsForm data={data} editable={owner && data.ownRecord} />}
    </RecordScreen>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="shop-settings__section">
      <legend className="shop-settings__title">{title}</legend>
      {hint && <p className="muted">{hint}</p>}
      {children}
    </fieldset>
  );
}

function SettingsForm({ data, editable }: { data: ShopSettingsState; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useForm<SettingsValues, unknown, Record<string, unknown>>({
    resolver: localizedResolver(t, shopSettings),
    defaultValues: settingsValues(data),
    disabled: !editable,
  });
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (body: Record<string, unknown>) =>
      browserHttp.request('UpdateShopSettings', { body: { ...body, expectedVersion: data.version } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.detail(), { ...saved, ownRecord: true });
      form.reset(settingsValues(saved));
      showToast({ message: t('dashboard.settings.saved'), tone: 'success' });
    },
    onError: (error) => {
      if (!isHttpError(error) || !error.changed)
        return applyServerError(i18n, error, form.setError, (path) => FIELDS.includes(path));
      // Someone saved meanwhile: say who and when, and read their version so a second save,
      // made knowingly, replaces theirs.
      const { by, at } = error.changed;
      form.setError('root.server', {
        type: 'server',
        message: t('dashboard.settings.changedBy', {
          by,
          at: at ? formatDateTime(at, language, data.timeZone) : '',
        }),
      });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.detail() });
    },
  });
  const hours = (fallback: number, max: number, min = 0) => ({ min, max, fallback });
  const fields = (
    <>
      <Section title={t('dashboard.settings.money')}>
        <div className="form-grid">
          <SelectField
            name="currency"
            label={t('dashboard.fields.currency')}
            placeholder={t('dashboard.fields.currencyDefault')}
            options={withCurrent(COMMON_CURRENCIES, data.currency).map((value) => ({
              value,
              label: currencyLabel(value, language),
            }))}
          />
          <InputField
            name="vatRate"
            label={t('dashboard.fields.vatRate')}
            hint={t('dashboard.fields.vatRateHint')}
            inputMode="decimal"
            dir="ltr"
          />
          <SelectField
            name="taxRegime"
            label={t('dashboard.fields.taxRegime')}
            placeholder={t('invoices.settings.taxRegimes.none')}
            options={TAX_REGIMES.map((value) => ({
              value,
              label: t(`invoices.settings.taxRegimes.${value}`),
            }))}
          />
        </div>
      </Section>
      <Section title={t('dashboard.settings.seller')} hint={t('dashboard.settings.sellerHint')}>
        <BilingualFields
          prefix="seller."
          fields={withLimits(seller, [
            { name: 'legalName', label: 'dashboard.fields.legalName' },
            { name: 'address', label: 'dashboard.fields.sellerAddress', multiline: true },
          ])}
        />
        <div className="form-grid">
          <InputField
            name="seller.vatNumber"
            label={t('dashboard.fields.vatNumber')}
            hint={t('dashboard.fields.vatNumberHint')}
            dir="ltr"
          />
          <InputField
            name="seller.commercialRegistration"
            label={t('dashboard.fields.commercialRegistration')}
            dir="ltr"
          />
        </div>
        <SellerMissing />
      </Section>
      <Section title={t('dashboard.settings.payments')} hint={t('dashboard.settings.paymentsHint')}>
        <PaymentRulesFields online={data.checkoutPayment?.online ?? false} />
      </Section>
      <Section title={t('dashboard.settings.ordering')}>
        <div className="form-grid">
          <SelectField
            name="timeZone"
            label={t('dashboard.fields.timeZone')}
            hint={t('dashboard.fields.timeZoneHint')}
            placeholder={t('dashboard.fields.timeZoneDefault')}
            options={withCurrent(timeZones(), data.timeZone).map((value) => ({ value, label: value }))}
            dir="ltr"
          />
          <SelectField
            name="calendarDisplay"
            label={t('dashboard.fields.calendarDisplay')}
            hint={t('dashboard.fields.calendarDisplayHint')}
            placeholder={t('dashboard.fields.calendarDisplays.gregorian')}
            options={CALENDAR_DISPLAYS.map((value) => ({
              value,
              label: t(`dashboard.fields.calendarDisplays.${value}`),
            }))}
          />
          <InputField
            name="orderLeadDays"
            label={t('dashboard.fields.orderLeadDays')}
            hint={t('dashboard.fields.orderLeadDaysHint')}
            inputMode="numeric"
            dir="ltr"
          />
          <InputField
            name="pickupChangeHours"
            label={t('dashboard.fields.pickupChangeHours')}
            hint={t(
              'dashboard.fields.pickupChangeHoursHint',
              hours(DEFAULT_CHANGE_HOURS.cake, MAX_CHANGE_HOURS),
            )}
            inputMode="numeric"
            dir="ltr"
          />
          <InputField
            name="classChangeHours"
            label={t('dashboard.fields.classChangeHours')}
            hint={t(
              'dashboard.fields.classChangeHoursHint',
              hours(DEFAULT_CHANGE_HOURS.course, MAX_CHANGE_HOURS),
            )}
            inputMode="numeric"
            dir="ltr"
          />
          <InputField
            name="waitlistHoldHours"
            label={t('dashboard.fields.waitlistHoldHours')}
            hint={t(
              'dashboard.fields.waitlistHoldHoursHint',
              hours(DEFAULT_WAITLIST_HOLD_HOURS, MAX_WAITLIST_HOLD_HOURS, 1),
            )}
            inputMode="numeric"
            dir="ltr"
          />
        </div>
        <BilingualFields
          fields={withLimits(shopSettings, [
            { name: 'orderNote', label: 'dashboard.fields.orderNote', multiline: true },
          ])}
        />
      </Section>
      <Section title={t('dashboard.settings.contact')}>
        <div className="form-grid">
          <InputField
            name="whatsappNumber"
            label={t('dashboard.fields.whatsappNumber')}
            hint={t('dashboard.fields.whatsappNumberHint')}
            type="tel"
            maxLength={maxLengthOf(shopSettings, 'whatsappNumber')}
            dir="ltr"
          />
        </div>
      </Section>
    </>
  );
  const saved =
    data.updatedAt && data.updatedBy
      ? t('dashboard.settings.lastSaved', {
          by: data.updatedBy,
          at: formatDateTime(data.updatedAt, language, data.timeZone),
        })
      : null;
  if (!editable)
    return (
      <FormProvider {...form}>
        <div className="entity-form panel shop-settings">
          <p className="shop-settings__note" role="note">
            {data.ownRecord ? t('dashboard.settings.ownersOnly') : t('dashboard.settings.inHomeData')}
          </p>
          {fields}
          {saved && <p className="muted">{saved}</p>}
        </div>
      </FormProvider>
    );
  return (
    <PageForm
      form={form}
      onSubmit={(body) => save.mutate(body)}
      dirty={form.formState.isDirty}
      busy={save.isPending}
      className="panel shop-settings"
      status={saved && <p className="muted">{saved}</p>}
    >
      {fields}
    </PageForm>
  );
}
