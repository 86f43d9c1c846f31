import type { CakeCategory } from '@cakeshop/shared';
import { cakeCategoryInput, categoryInput } from '@cakeshop/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from '../../../components/field-control';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { BilingualFields } from '../common/bilingual-field';
import { DialogForm } from '../common/dialog-form';
import { useSaveItem } from '../common/use-save-item';
import { useWeekSupport } from '../../../components/dashboard/use-week-support';
import type { CategoryKind } from './category-kinds';

interface CategoryFormValues {
  nameEn: string;
  nameAr: string;
  /** Empty: no cap of its own. */
  dailyCapacity: string;
}

type CategoryOutput = ReturnType<typeof cakeCategoryInput.parse>;

const TEXTS = withLimits(categoryInput, [{ name: 'name', label: 'dashboard.fields.name', required: true }]);

/**
 * Add or rename one category; a cake category may also cap how many of its cakes a branch takes
 * a day (custom cakes: 3), where the backend has capacities (a category it sent without one is
 * of an earlier contract).
 */
export function CategoryForm({
  kind,
  category,
  onDone,
}: {
  kind: CategoryKind;
  category: CakeCategory | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const week = useWeekSupport();
  const capacity = kind.capacity && (category ? category.dailyCapacity !== undefined : week === true);
  const form = useForm<CategoryFormValues, unknown, CategoryOutput>({
    resolver: localizedResolver(t, cakeCategoryInput, ({ dailyCapacity, ...names }) =>
      capacity ? { ...names, dailyCapacity } : names,
    ),
    defaultValues: {
      nameEn: category?.nameEn ?? '',
      nameAr: category?.nameAr ?? '',
      dailyCapacity: category?.dailyCapacity == null ? '' : String(category.dailyCapacity),
    },
  });
  const save = useSaveItem({
    form,
    send: (values: CategoryOutput) =>
      category ? kind.edit({ ...values, id: category.id }) : kind.add(values),
    affected: kind.affected,
    nameOf: (saved) => localized(saved, 'name', language),
    fields: ['nameEn', 'nameAr', 'dailyCapacity'],
    onDone,
    draft: {
      body: ({ dailyCapacity, ...names }) => ({ fields: capacity ? { ...names, dailyCapacity } : names }),
      dirty: () => form.formState.isDirty,
    },
  });
  return (
    <DialogForm form={form} save={save} onCancel={onDone}>
      <BilingualFields fields={TEXTS} />
      {capacity && (
        <InputField<CategoryFormValues>
          name="dailyCapacity"
          label={t('dashboard.categories.dailyCapacity')}
          hint={t('dashboard.categories.dailyCapacityHint')}
          inputMode="numeric"
        />
      )}
    </DialogForm>
  );
}
