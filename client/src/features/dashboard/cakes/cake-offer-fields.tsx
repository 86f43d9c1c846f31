import type { ContactBranch } from '@cakeshop/shared';
import { cakeFlavourInput, cakeSizeInput, MAX_CAKE_FLAVOURS, MAX_CAKE_SIZES } from '@cakeshop/shared';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField, useFieldError } from '../../../components/field-control';
import { CheckboxField } from '../../../components/form-field';
import { currencySymbol, formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { BilingualFields } from '../common/bilingual-field';
import { AddRowButton, ListRow } from '../../../components/dashboard/list-row';
import type { CakeFormValues } from './cake-values';
import { emptyFlavour, emptySize } from './cake-values';

const SIZE_TEXTS = withLimits(cakeSizeInput, [
  { name: 'label', label: 'dashboard.cakes.sizeLabel', required: true },
]);
const FLAVOUR_TEXTS = withLimits(cakeFlavourInput, [
  { name: 'name', label: 'dashboard.cakes.flavourName', required: true },
]);

/** The list's own error (too few, too many), under its rows. */
function ListError({ name }: { name: string }) {
  const own = useFieldError(`${name}.root`);
  const whole = useFieldError(name);
  const message = own ?? whole;
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The sizes of a cake, each with its price and servings: one at least, in the order shown. */
export function SizeRows({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = useFieldArray<CakeFormValues, 'sizes'>({ name: 'sizes' });
  return (
    <fieldset className="offer-list">
      <legend className="offer-list__legend">{t('dashboard.cakes.sizes')}</legend>
      <p className="form-note">{t('dashboard.cakes.sizesHint')}</p>
      {rows.fields.map((field, index) => {
        const n = formatNumber(index + 1, language);
        const prefix = `sizes.${index}.`;
        return (
          <ListRow
            key={field.id}
            legend={t('dashboard.cakes.size', { n })}
            tools={{
              index,
              count: rows.fields.length,
              min: 1,
              labels: {
                up: t('dashboard.cakes.moveSizeUp', { n }),
                down: t('dashboard.cakes.moveSizeDown', { n }),
                remove: t('dashboard.cakes.removeSize', { n }),
              },
              onMove: rows.move,
              onRemove: rows.remove,
            }}
          >
            <BilingualFields fields={SIZE_TEXTS} prefix={prefix} />
            <div className="form-grid form-grid--three">
              <InputField
                name={`${prefix}price`}
                label={t('dashboard.fields.priceIn', { currency: currencySymbol(currency, language) })}
                inputMode="decimal"
                required
                aria-required
              />
              <InputField
                name={`${prefix}servingsFrom`}
                label={t('dashboard.cakes.servingsFrom')}
                inputMode="numeric"
              />
              <InputField
                name={`${prefix}servingsTo`}
                label={t('dashboard.cakes.servingsTo')}
                inputMode="numeric"
              />
            </div>
          </ListRow>
        );
      })}
      <ListError name="sizes" />
      <AddRowButton
        label={t('dashboard.cakes.addSize')}
        onAdd={() => rows.append(emptySize())}
        disabled={rows.fields.length >= MAX_CAKE_SIZES}
      />
    </fieldset>
  );
}

/** The flavours a cake can be made in: none, or as many as the bakery offers. */
export function FlavourRows() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = useFieldArray<CakeFormValues, 'flavours'>({ name: 'flavours' });
  return (
    <fieldset className="offer-list">
      <legend className="offer-list__legend">{t('dashboard.cakes.flavours')}</legend>
      <p className="form-note">{t('dashboard.cakes.flavoursHint')}</p>
      {rows.fields.map((field, index) => {
        const n = formatNumber(index + 1, language);
        return (
          <ListRow
            key={field.id}
            legend={t('dashboard.cakes.flavour', { n })}
            tools={{
              index,
              count: rows.fields.length,
              labels: { remove: t('dashboard.cakes.removeFlavour', { n }) },
              onRemove: rows.remove,
            }}
          >
            <BilingualFields fields={FLAVOUR_TEXTS} prefix={`flavours.${index}.`} />
          </ListRow>
        );
      })}
      <ListError name="flavours" />
      <AddRowButton
        label={t('dashboard.cakes.addFlavour')}
        onAdd={() => rows.append(emptyFlavour())}
        disabled={rows.fields.length >= MAX_CAKE_FLAVOURS}
      />
    </fieldset>
  );
}

/** The branches that make the cake, as ticks; none ticked means every branch. */
export function BranchChoice({ branches }: { branches: readonly ContactBranch[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { control } = useFormContext<CakeFormValues>();
  const { field } = useController({ control, name: 'branchIds' });
  const error = useFieldError('branchIds');
  const chosen = new Set(field.value);
  return (
    <fieldset className="offer-list">
      <legend className="offer-list__legend">{t('dashboard.cakes.branches')}</legend>
      <p className="form-note">{t('dashboard.cakes.branchesHint')}</p>
      <div className="offer-list__checks">
        {branches.map((branch) => (
          <CheckboxField
            key={branch.id}
            label={localized(branch, 'name', language)}
            checked={chosen.has(branch.id)}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(
                event.target.checked
                  ? branches.map((item) => item.id).filter((id) => id === branch.id || chosen.has(id))
                  : field.value.filter((id) => id !== branch.id),
              )
            }
          />
        ))}
      </div>
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}

/** The notice the cake needs, when it is more than the site's. */
export function LeadDaysField({ siteLeadDays }: { siteLeadDays: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <InputField<CakeFormValues>
      name="leadDays"
      label={t('dashboard.cakes.leadDays')}
      hint={t('dashboard.cakes.leadDaysHint', {
        count: siteLeadDays,
        formatted: formatNumber(siteLeadDays, language),
      })}
      inputMode="numeric"
    />
  );
}
