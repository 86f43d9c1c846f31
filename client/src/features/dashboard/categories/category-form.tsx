import type { Category } from '@cakeshop/shared';
import { categoryInput } from '@cakeshop/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { BilingualFields } from '../common/bilingual-field';
import { DialogForm } from '../common/dialog-form';
import { useSaveItem } from '../common/use-save-item';
import type { CategoryKind } from './category-kinds';

interface CategoryFormValues {
  nameEn: string;
  nameAr: string;
}

type CategoryOutput = ReturnType<typeof categoryInput.parse>;

const TEXTS = withLimits(categoryInput, [{ name: 'name', label: 'dashboard.fields.name', required: true }]);

/** Add or rename one category. */
export function CategoryForm({
  kind,
  category,
  onDone,
}: {
  kind: CategoryKind;
  category: Category | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<CategoryFormValues, unknown, CategoryOutput>({
    resolver: localizedResolver(t, categoryInput),
    defaultValues: { nameEn: category?.nameEn ?? '', nameAr: category?.nameAr ?? '' },
  });
  const save = useSaveItem({
    form,
    send: (values: CategoryOutput) =>
      category ? kind.edit({ ...values, id: category.id }) : kind.add(values),
    affected: kind.affected,
    nameOf: (saved) => localized(saved, 'name', language),
    fields: ['nameEn', 'nameAr'],
    onDone,
    draft: { body: (values) => ({ fields: { ...values } }), dirty: () => form.formState.isDirty },
  });
  return (
    <DialogForm form={form} save={save} onCancel={onDone}>
      <BilingualFields fields={TEXTS} />
    </DialogForm>
  );
}
