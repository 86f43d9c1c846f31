import type { Category } from '@cakeshop/shared';
import { categoryInput } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { applyServerError } from '../common/apply-server-error';
import { BilingualField } from '../common/bilingual-field';
import { FormStatus } from '../common/form-status';
import { fieldIn } from '../common/server-errors';
import type { CategoryKind } from './category-kinds';

interface CategoryFormValues {
  nameEn: string;
  nameAr: string;
}

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
  const queryClient = useQueryClient();
  const form = useForm<CategoryFormValues, unknown, ReturnType<typeof categoryInput.parse>>({
    resolver: localizedResolver(categoryInput),
    defaultValues: { nameEn: category?.nameEn ?? '', nameAr: category?.nameAr ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: ReturnType<typeof categoryInput.parse>) =>
      category ? kind.edit({ ...values, id: category.id }) : kind.add(values),
    onSuccess: async (saved) => {
      await Promise.all(kind.affected.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      showToast({
        message: t('dashboard.saved', { name: localized(saved, 'name', language) }),
        tone: 'success',
      });
      onDone();
    },
    onError: (error) => applyServerError(error, form.setError, fieldIn(['nameEn', 'nameAr'])),
  });
  return (
    <FormProvider {...form}>
      <form className="entity-form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <BilingualField name="name" label={t('dashboard.fields.name')} required maxLength={80} />
        <FormStatus />
        <div className="form-actions">
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
