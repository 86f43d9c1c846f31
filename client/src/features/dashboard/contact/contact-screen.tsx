import type { ContactBranch } from '@cakeshop/shared';
import { updateContactUsInput } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { branchesQuery, contactKeys, updateContactUs } from '../../../api/contact';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { localizedResolver } from '../../../lib/form-resolver';
import { showToast } from '../../../lib/toasts';
import { applyServerError } from '../common/apply-server-error';
import { FormStatus } from '../common/form-status';
import { listFieldIn } from '../common/server-errors';
import { UnsavedDialog } from '../common/unsaved-dialog';
import { useUnsavedWarning } from '../common/use-unsaved-warning';
import type { ContactFormValues } from './branch-values';
import { BRANCH_FIELDS, emptyBranch, toBranchValues, toContactBody } from './branch-values';
import { BranchErrors } from './branch-errors';
import { BranchFieldset } from './branch-fieldset';

type ContactOutput = ReturnType<typeof updateContactUsInput.parse>;

/** /dashboard/contact: the branches as one editable list, saved in one UpdateContactUs call. */
export function ContactScreen() {
  const { t } = useTranslation();
  const query = useQuery(branchesQuery());
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1 className="page-title">{t('dashboard.titles.contact')}</h1>
          <p className="screen-intro">{t('dashboard.contact.intro')}</p>
        </div>
      </header>
      {query.isPending ? (
        <div className="panel" role="status" aria-label={t('common.loading')}>
          <Skeleton lines={8} />
        </div>
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <BranchesForm branches={query.data} />
      )}
    </section>
  );
}

function BranchesForm({ branches }: { branches: ContactBranch[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ContactFormValues, unknown, ContactOutput>({
    resolver: localizedResolver(updateContactUsInput, toContactBody),
    defaultValues: { branches: branches.map(toBranchValues) },
  });
  const rows = useFieldArray({ control: form.control, name: 'branches' });
  const save = useMutation({
    mutationFn: (body: ContactOutput) => updateContactUs(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(contactKeys.list(), saved);
      form.reset({ branches: saved.map(toBranchValues) });
      showToast({ message: t('dashboard.contact.saved'), tone: 'success' });
    },
    onError: (error) =>
      applyServerError(error, form.setError, listFieldIn('branches', rows.fields.length, BRANCH_FIELDS)),
  });
  const blocker = useUnsavedWarning(form.formState.isDirty && !save.isPending);
  return (
    <FormProvider {...form}>
      <form
        className="entity-form branches"
        noValidate
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
      >
        <BranchErrors />
        {rows.fields.length === 0 && <EmptyState title={t('dashboard.contact.empty')} />}
        {rows.fields.map((field, index) => (
          <BranchFieldset
            key={field.id}
            index={index}
            count={rows.fields.length}
            onMove={rows.move}
            onRemove={rows.remove}
          />
        ))}
        <div>
          <Button variant="secondary" onClick={() => rows.append(emptyBranch())}>
            <Plus aria-hidden="true" size={18} />
            {t('dashboard.contact.addBranch')}
          </Button>
        </div>
        <FormStatus />
        <div className="form-footer">
          <p className="muted" aria-live="polite">
            {form.formState.isDirty ? t('dashboard.form.unsavedChanges') : t('dashboard.form.noChanges')}
          </p>
          <Button type="submit" busy={save.isPending} disabled={!form.formState.isDirty}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
      <UnsavedDialog blocker={blocker} />
    </FormProvider>
  );
}
