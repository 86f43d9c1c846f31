import type { Cake, CakeCategory } from '@cakeshop/shared';
import { cakeInput } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { addCake, cakeKeys, editCake } from '../../../api/cake';
import { cakeCategoryKeys } from '../../../api/cake-category';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form-field';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { applyServerError } from '../common/apply-server-error';
import { BilingualField } from '../common/bilingual-field';
import { InputField, SelectField } from '../common/field-control';
import { FormStatus } from '../common/form-status';
import { ImageField } from '../common/image-field';
import { fieldIn } from '../common/server-errors';
import { useImageChoice } from '../common/use-image-choice';

interface CakeFormValues {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: string;
  cakeCategoryId: string;
  featured: boolean;
}

const FIELDS = ['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr', 'price', 'cakeCategoryId', 'featured'];

function defaultsOf(cake: Cake | null, catId: number | null): CakeFormValues {
  return {
    nameEn: cake?.nameEn ?? '',
    nameAr: cake?.nameAr ?? '',
    descriptionEn: cake?.descriptionEn ?? '',
    descriptionAr: cake?.descriptionAr ?? '',
    price: cake ? String(cake.price) : '',
    cakeCategoryId: String(cake?.cakeCategoryId ?? catId ?? ''),
    featured: cake?.featured ?? false,
  };
}

interface CakeFormProps {
  cake: Cake | null;
  categories: readonly CakeCategory[];
  defaultCategory: number | null;
  currency: string;
  onDone: () => void;
}

/** Add or edit one cake: names, descriptions, price, category, featured, picture. */
export function CakeForm({ cake, categories, defaultCategory, currency, onDone }: CakeFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const image = useImageChoice(cake?.imageUrl);
  const form = useForm<CakeFormValues, unknown, ReturnType<typeof cakeInput.parse>>({
    resolver: localizedResolver(cakeInput),
    defaultValues: defaultsOf(cake, defaultCategory),
  });
  const save = useMutation({
    mutationFn: (values: ReturnType<typeof cakeInput.parse>) => {
      const body = { ...values, removeImage: image.removeImage };
      return cake ? editCake({ ...body, id: cake.id }, image.upload()) : addCake(body, image.upload());
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: cakeKeys.all });
      await queryClient.invalidateQueries({ queryKey: cakeCategoryKeys.all });
      showToast({
        message: t('dashboard.saved', { name: localized(saved, 'name', language) }),
        tone: 'success',
      });
      onDone();
    },
    onError: (error) => applyServerError(error, form.setError, fieldIn(FIELDS)),
    onSettled: () => image.setProgress(null),
  });
  const busy = save.isPending;
  return (
    <FormProvider {...form}>
      <form className="entity-form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <BilingualField name="name" label={t('dashboard.fields.name')} required maxLength={120} />
        <BilingualField
          name="description"
          label={t('dashboard.fields.description')}
          multiline
          maxLength={4000}
        />
        <div className="form-grid">
          <InputField<CakeFormValues>
            name="price"
            label={t('dashboard.fields.priceIn', { currency })}
            inputMode="decimal"
            required
            aria-required
          />
          <SelectField<CakeFormValues>
            name="cakeCategoryId"
            label={t('dashboard.fields.category')}
            placeholder={t('dashboard.fields.chooseCategory')}
            options={categories.map((category) => ({
              value: String(category.id),
              label: localized(category, 'name', language),
            }))}
            required
            aria-required
          />
        </div>
        <CheckboxField label={t('dashboard.fields.featured')} {...form.register('featured')} />
        <ImageField label={t('dashboard.fields.image')} image={image} disabled={busy} />
        <FormStatus />
        <div className="form-actions">
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
