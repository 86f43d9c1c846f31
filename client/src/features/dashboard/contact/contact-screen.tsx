import type { ContactBranch } from '@cakeshop/shared';
import { updateContactUsInput } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { branchesQuery, contactKeys, updateContactUs } from '../../../api/contact';
import { EmptyState } from '../../../components/empty-state';
import { localizedResolver } from '../../../lib/form-resolver';
import { showToast } from '../../../lib/toasts';
import { applyServerError } from '../../../lib/apply-server-error';
import { AddRowButton } from '../../../components/dashboard/list-row';
import { PageForm } from '../common/page-form';
import { RecordScreen } from '../common/record-screen';
import { listFieldIn } from '../../../lib/server-errors';
import type { ContactFormValues } from './branch-values';
import { BRANCH_FIELDS, emptyBranch, toBranchValues, toContactBody } from './branch-values';
import { BranchErrors } from './branch-errors';
import { BranchFieldset } from './branch-fieldset';

type ContactOutput = ReturnType<typeof updateContactUsInput.parse>;

/** /dashboard/contact: the branches as one editable list, saved in one UpdateContactUs call. */
export function ContactScreen() {
  const { t } = useTranslation();
  return (
    <RecordScreen
      title={t('dashboard.titles.contact')}
      intro={t('dashboard.contact.intro')}
      query={useQuery(branchesQuery())}
    >
      {(branches) => <BranchesForm branches={branches} />}
    </RecordScreen>
  );
}

function BranchesForm({ branches }: { branches: ContactBranch[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ContactFormValues, unknown, ContactOutput>({
    resolver: localizedResolver(t, updateContactUsInput, toContactBody),
    defaultValues: { branches: branches.map(toBranchValues) },
  });
  const rows = useFieldArray({ control: form.control, name: 'branches' });
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (body: ContactOutput) => updateContactUs(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(contactKeys.list(), saved);
      form.reset({ branches: saved.map(toBranchValues) });
      showToast({ message: t('dashboard.contact.saved'), tone: 'success' });
    },
    onError: (error) =>
      applyServerError(
        i18n,
        error,
        form.setError,
        listFieldIn('branches', rows.fields.length, BRANCH_FIELDS),
      ),
  });
  return (
    <PageForm
      form={form}
      onSubmit={(body) => save.mutate(body)}
      dirty={form.formState.isDirty}
      busy={save.isPending}
      className="branches"
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
      <AddRowButton label={t('dashboard.contact.addBranch')} onAdd={() => rows.append(emptyBranch())} />
    </PageForm>
  );
}
