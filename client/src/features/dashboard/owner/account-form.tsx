import { addUserInput, ROLES } from '@cakeshop/shared';
import type { Role } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { addUser, authKeys } from '../../../api/auth';
import { errorText, withLocalizedDetails } from '../../../lib/error-text';
import { localizedResolver } from '../../../lib/form-resolver';
import { isHttpError } from '../../../lib/http-error';
import { showToast } from '../../../lib/toasts';
import { applyServerError } from '../../../lib/apply-server-error';
import { DialogForm } from '../common/dialog-form';
import { InputField } from '../../../components/field-control';
import { fieldIn } from '../../../lib/server-errors';

interface AccountValues {
  username: string;
  email: string;
  role: Role;
  password: string;
}

type AccountOutput = ReturnType<typeof addUserInput.parse>;

const FIELDS = ['username', 'email', 'role', 'password'] as const;

/** A 409 names no field in `details`; its code says which value is taken. */
const TAKEN: Record<string, keyof AccountValues> = {
  'user.email_taken': 'email',
  'user.username_taken': 'username',
};

function RoleChoice() {
  const { t } = useTranslation();
  const { register } = useFormContext<AccountValues>();
  return (
    <fieldset className="field role-choice">
      <legend className="field__label">{t('dashboard.accounts.role')}</legend>
      <div className="role-choice__options">
        {ROLES.map((role) => (
          <label key={role} className="role-choice__option">
            <input type="radio" value={role} {...register('role')} />
            {t(`common.roles.${role}`)}
          </label>
        ))}
      </div>
      <p className="field__hint">{t('dashboard.accounts.roleHint')}</p>
    </fieldset>
  );
}

/** Adds an owner or an editor; a taken e-mail or username, or a refused password, shows on its field. */
export function AccountForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<AccountValues, unknown, AccountOutput>({
    resolver: localizedResolver(t, addUserInput),
    defaultValues: { username: '', email: '', role: 'editor', password: '' },
  });
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: addUser,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: authKeys.users() });
      showToast({ message: t('dashboard.accounts.added', { name: user.username }), tone: 'success' });
      onDone();
    },
    onError: (failure) => {
      const taken = isHttpError(failure) && failure.code ? TAKEN[failure.code] : undefined;
      if (taken)
        form.setError(taken, { type: 'server', message: errorText(i18n, failure) }, { shouldFocus: true });
      else applyServerError(i18n, withLocalizedDetails(i18n, failure), form.setError, fieldIn(FIELDS));
    },
  });
  return (
    <DialogForm form={form} save={save} onCancel={onDone}>
      <InputField<AccountValues>
        name="username"
        label={t('dashboard.fields.username')}
        hint={t('dashboard.accounts.usernameHint')}
        autoComplete="off"
        dir="ltr"
        required
      />
      <InputField<AccountValues>
        name="email"
        label={t('dashboard.fields.email')}
        type="email"
        autoComplete="off"
        dir="ltr"
        required
      />
      <RoleChoice />
      <InputField<AccountValues>
        name="password"
        label={t('dashboard.fields.password')}
        hint={t('dashboard.accounts.passwordHint')}
        type="password"
        autoComplete="new-password"
        required
      />
    </DialogForm>
  );
}
