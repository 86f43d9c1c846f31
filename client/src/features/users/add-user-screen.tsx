import { addUserInput } from '@cakeshop/shared';
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';

import { addUser } from '../../api/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { localizedResolver } from '../../lib/form-resolver';
import type { TranslationKey } from '../../lib/route-handle';
import { showToast } from '../../lib/toasts';
import { userErrorTarget } from './user-errors';

interface UserFormValues {
  username: string;
  email: string;
  password: string;
}

type UserOutput = ReturnType<typeof addUserInput.parse>;

const FIELDS: readonly {
  name: keyof UserFormValues;
  label: TranslationKey;
  hint?: TranslationKey;
  type: 'text' | 'email' | 'password';
  autoComplete: 'off' | 'new-password';
}[] = [
  {
    name: 'username',
    label: 'dashboard.fields.username',
    hint: 'dashboard.users.usernameHint',
    type: 'text',
    autoComplete: 'off',
  },
  { name: 'email', label: 'dashboard.fields.email', type: 'email', autoComplete: 'off' },
  {
    name: 'password',
    label: 'dashboard.fields.password',
    hint: 'dashboard.users.passwordHint',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** /pages/users: add an administrator; a taken e-mail or username is said on its field. */
export function AddUserScreen() {
  const { t, i18n } = useTranslation();
  const form = useForm<UserFormValues, unknown, UserOutput>({
    resolver: localizedResolver(t, addUserInput),
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (body: UserOutput) => addUser(body),
    onSuccess: (user) => {
      form.reset();
      showToast({ message: t('dashboard.users.added', { name: user.username }), tone: 'success' });
    },
    onError: (error) => {
      for (const target of userErrorTarget(i18n, error)) {
        const message =
          target.field === 'email' && target.taken
            ? t('dashboard.users.emailTaken')
            : target.field === 'username' && target.taken
              ? t('dashboard.users.usernameTaken')
              : target.message;
        form.setError(target.field, { type: 'server', message }, { shouldFocus: true });
      }
    },
  });
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1 className="page-title">{t('dashboard.titles.users')}</h1>
          <p className="screen-intro">{t('dashboard.users.intro')}</p>
        </div>
      </header>
      <form
        className="entity-form panel user-form"
        noValidate
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            hint={field.hint && t(field.hint)}
            type={field.type}
            autoComplete={field.autoComplete}
            dir="ltr"
            required
            error={errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ))}
        {errors.root?.server && (
          <p className="form-status" role="alert">
            {errors.root.server.message}
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" busy={save.isPending}>
            <UserPlus aria-hidden="true" size={18} />
            {t('dashboard.users.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
