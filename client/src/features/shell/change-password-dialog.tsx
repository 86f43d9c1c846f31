import { changePasswordInput } from '@cakeshop/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { changePassword } from '../../api/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { errorText, withLocalizedDetails } from '../../lib/error-text';
import { localizedResolver } from '../../lib/form-resolver';
import { isHttpError } from '../../lib/http-error';
import { showToast } from '../../lib/toasts';
import { replaceToken } from '../../lib/token-store';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The contract's input, and the new password typed twice the same (checked here only). */
const schema = changePasswordInput
  .extend({ confirmPassword: changePasswordInput.shape.currentPassword })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'] });

type PasswordOutput = ReturnType<typeof schema.parse>;

/**
 * "Change my password", from the user menu: the current password, the new one twice. The server
 * ends every other session and sends a fresh token, which takes the old one's place.
 */
export function ChangePasswordDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm<PasswordValues, unknown, PasswordOutput>({
    resolver: localizedResolver(t, schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: ({ currentPassword, newPassword }: PasswordOutput) =>
      changePassword({ currentPassword, newPassword }),
    onSuccess: ({ token }) => {
      replaceToken(token);
      showToast({ message: t('shell.password.changed'), tone: 'success' });
      onClose();
    },
    onError: (failure) => {
      const error = withLocalizedDetails(i18n, failure);
      const named = isHttpError(error)
        ? error.details.filter((detail) => (FIELDS as readonly string[]).includes(detail.path))
        : [];
      named.forEach((detail, index) =>
        form.setError(
          detail.path as keyof PasswordValues,
          { type: 'server', message: detail.message },
          {
            shouldFocus: index === 0,
          },
        ),
      );
      if (named.length === 0)
        form.setError('root.server', { type: 'server', message: errorText(i18n, failure) });
    },
  });
  return (
    <ModalDialog open title={t('shell.password.title')} onClose={onClose} size="small">
      <form
        className="entity-form"
        noValidate
        onSubmit={(event) =>
          // The mutation reports its own failure: nothing waits for the submit's promise.
          void form.handleSubmit((values) => save.mutate(values))(event)
        }
      >
        {/* Tells a password manager whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          label={t('shell.password.current')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label={t('shell.password.new')}
          hint={t('shell.password.hint')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('shell.password.confirm')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <p className="form-note">{t('shell.password.effect')}</p>
        {errors.root?.server && (
          <p className="form-status" role="alert">
            {errors.root.server.message}
          </p>
        )}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('shell.password.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
