import type { CakeCategory } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { FieldFrame } from '../../../components/form-field';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

/** What was typed for each kind of cake, by category id: '' keeps the category's own cap. */
export type CategoryCapValues = Readonly<Record<string, string>>;

/** The caps typed, as the plan's rule sends them (a number, or the text as typed for the API to refuse). */
export const categoryCapsOf = (values: CategoryCapValues) =>
  Object.entries(values)
    .filter(([, value]) => value.trim() !== '')
    .map(([categoryId, value]) => ({ categoryId: Number(categoryId), dailyCapacity: value.trim() }));

/** A season's cakes a day per kind of cake, one field per category, each empty for its own cap. */
export function CategoryCapsFields({
  categories,
  values,
  onChange,
}: {
  categories: readonly CakeCategory[];
  values: CategoryCapValues;
  onChange: (values: CategoryCapValues) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (categories.length === 0) return null;
  return (
    <fieldset className="offer-list">
      <legend className="offer-list__legend">{t('dashboard.seasons.categoryCaps')}</legend>
      <p className="field__hint">{t('dashboard.seasons.categoryCapsHint')}</p>
      <div className="form-grid">
        {categories.map((category) => (
          <FieldFrame key={category.id} label={localized(category, 'name', language)}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                className="field__input"
                value={values[category.id] ?? ''}
                onChange={(event) => onChange({ ...values, [category.id]: event.target.value })}
              />
            )}
          </FieldFrame>
        ))}
      </div>
    </fieldset>
  );
}
