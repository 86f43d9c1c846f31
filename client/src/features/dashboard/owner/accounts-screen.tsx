import type { User } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../../api/settings';
import { accountQuery, authKeys, deleteUser, usersQuery } from '../../../api/auth';
import { ErrorState } from '../../../components/error-state';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import type { Column } from '../../../components/dashboard/data-table';
import { DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { IconButton } from '../../../components/dashboard/icon-button';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { AccountForm } from './account-form';

/** The role a user holds, in the reader's language (a first-contract backend says "admin"). */
function RoleBadge({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const role = roles.includes('owner') ? 'owner' : roles.includes('editor') ? 'editor' : undefined;
  return (
    <span className={role === 'owner' ? 'badge' : 'badge badge--quiet'}>
      {role ? t(`common.roles.${role}`) : roles.join(', ')}
    </span>
  );
}

/**
 * /dashboard/accounts (owners): who can sign in, their role and last login; add an owner or an
 * editor; remove anyone but yourself (the server also keeps the last owner).
 */
export function AccountsScreen() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery());
  const { data: me } = useQuery(accountQuery());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<User | null>(null);
  const remove = useMutation({
    mutationFn: (user: User) => deleteUser(user.id),
    onSuccess: async (_result, user) => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: authKeys.users() });
      showToast({ message: t('dashboard.accounts.removed', { name: user.username }), tone: 'success' });
    },
    // A refusal (yourself, the last owner) is toasted in the reader's language by the cache.
    onError: () => setRemoving(null),
  });

  const columns: Column<User>[] = [
    {
      key: 'username',
      header: t('dashboard.fields.username'),
      cell: (user) => (
        <span dir="ltr">
          {user.username}
          {user.id === me?.id && <span className="muted"> ({t('dashboard.accounts.you')})</span>}
        </span>
      ),
    },
    {
      key: 'email',
      header: t('dashboard.fields.email'),
      cell: (user) => <span dir="ltr">{user.email}</span>,
    },
    { key: 'role', header: t('dashboard.accounts.role'), cell: (user) => <RoleBadge roles={user.roles} /> },
    {
      key: 'lastLogin',
      header: t('dashboard.accounts.lastLogin'),
      className: 'data-table__num',
      cell: (user) =>
        user.lastLoginAt ? (
          formatDateTime(user.lastLoginAt, language, timeZone)
        ) : (
          <span className="muted">{t('dashboard.accounts.never')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('dashboard.actions.title'),
      className: 'data-table__actions',
      cell: (user) =>
        user.id === me?.id ? (
          <span className="muted">—</span>
        ) : (
          <IconButton
            label={t('dashboard.accounts.remove', { name: user.username })}
            icon={Trash2}
            danger
            onClick={() => setRemoving(user)}
          />
        ),
    },
  ];

  return (
    <section className="screen">
      <ScreenHeader
        title={t('dashboard.titles.accounts')}
        addLabel={t('dashboard.accounts.add')}
        onAdd={() => setAdding(true)}
      >
        <p className="screen-intro">{t('dashboard.accounts.intro')}</p>
      </ScreenHeader>
      {users.isPending ? (
        <TableSkeleton rows={3} />
      ) : users.isError ? (
        <ErrorState message={errorText(i18n, users.error)} onRetry={() => void users.refetch()} />
      ) : (
        <DataTable
          caption={t('dashboard.titles.accounts')}
          columns={columns}
          rows={users.data}
          rowKey={(user) => user.id}
          busy={users.isFetching}
        />
      )}
      <ModalDialog
        open={adding}
        title={t('dashboard.accounts.add')}
        onClose={() => setAdding(false)}
        size="small"
      >
        {adding && <AccountForm onDone={() => setAdding(false)} />}
      </ModalDialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('dashboard.accounts.removeTitle')}
        confirmLabel={t('dashboard.accounts.removeConfirm')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
        }}
      >
        <p>{t('dashboard.accounts.removeText', { name: removing?.username ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
