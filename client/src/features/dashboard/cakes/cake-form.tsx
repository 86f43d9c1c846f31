import type { Cake, CakeCategory } from '@cakeshop/shared';
import { cakeInput } from '@cakeshop/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { addCake, cakeKeys, editCake } from '../../../api/cake';
import { cakeCategoryKeys } from '../../../api/cake-category';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { CatalogFields } from '../common/catalog-fields';
import { DialogForm } from '../common/dialog-form';
import { useImageChoice } from '../common/use-image-choice';
import { useSaveCatalogItem } from '../common/use-save-catalog-item';

interface CakeFormValues {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: string;
  cakeCategoryId: string;
  featured: boolean;
}

type CakeOutput = ReturnType<typeof cakeInput.parse>;

const TEXTS = withLimits(cakeInput, [
  { name: 'name', label: 'dashboard.fields.name', required: true },
  { name: 'description', label: 'dashboard.fields.description', multiline: true },
]);

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
  const image = useImageChoice(cake?.imageUrl);
  const form = useForm<CakeFormValues, unknown, CakeOutput>({
    resolver: localizedResolver(t, cakeInput),
    defaultValues: defaultsOf(cake, defaultCategory),
  });
  const save = useSaveCatalogItem({
    form,
    image,
    id: cake?.id ?? null,
    add: addCake,
    edit: editCake,
    affected: [cakeKeys.all, cakeCategoryKeys.all],
    nameOf: (saved) => localized(saved, 'name', language),
    fields: FIELDS,
    onDone,
  });
  return (
    <DialogForm form={form} save={save} onCancel={onDone}>
      <CatalogFields
        texts={TEXTS}
        categoryField="cakeCategoryId"
        categories={categories}
        currency={currency}
        image={image}
        busy={save.isPending}
      />
    </DialogForm>
  );
}
