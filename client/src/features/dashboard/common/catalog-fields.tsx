import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '../../../components/form-field';
import { currencySymbol } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import type { BilingualFieldSpec } from './bilingual';
import { BilingualFields } from './bilingual-field';
import { InputField, SelectField } from '../../../components/field-control';
import { ImageField } from './image-field';
import type { ImageChoice } from './use-image-choice';

interface CatalogFieldsProps {
  /** The item's texts in both languages. */
  texts: readonly BilingualFieldSpec[];
  /** The form's name for the category id. */
  categoryField: string;
  categories: readonly { id: number; nameEn: string; nameAr: string }[];
  currency: string;
  image: ImageChoice;
  busy: boolean;
  /** False when the price is not one field (a cake's sizes carry theirs). */
  price?: boolean;
  /** Fields of this kind of item only, placed after price and category. */
  children?: ReactNode;
  /** Lists of this kind of item (a cake's sizes), placed under the fields. */
  lists?: ReactNode;
}

/** What every catalog item (cake, course) has: texts, price, category, featured, picture. */
export function CatalogFields({
  texts,
  categoryField,
  categories,
  currency,
  image,
  busy,
  price = true,
  children,
  lists,
}: CatalogFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register } = useFormContext();
  return (
    <>
      <BilingualFields fields={texts} />
      <div className="form-grid">
        {price && (
          <InputField
            name="price"
            label={t('dashboard.fields.priceIn', { currency: currencySymbol(currency, language) })}
            inputMode="decimal"
            required
            aria-required
          />
        )}
        <SelectField
          name={categoryField}
          label={t('dashboard.fields.category')}
          placeholder={t('dashboard.fields.chooseCategory')}
          options={categories.map((category) => ({
            value: String(category.id),
            label: localized(category, 'name', language),
          }))}
          required
          aria-required
        />
        {children}
      </div>
      {lists}
      <CheckboxField label={t('dashboard.fields.featured')} {...register('featured')} />
      <ImageField label={t('dashboard.fields.image')} image={image} disabled={busy} />
    </>
  );
}
