import { loginInput } from '@cakeshop/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pathTo } from '@cakeshop/shared/routes';

import { login } from '../../api/auth';
import { useBrandName } from '../../api/use-brand-name';
import { Button } from '../../components/button';
import { CheckboxField, TextField } from '../../components/form-field';
import { LanguageSwitcher } from '../../components/language-switcher';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/session-context';
import { afterLoginPath } from './after-login';

/** E-mail, password, remember me; why the server refuses, in the reader's language. */
export function LoginScreen() {
  const { t, i18n } = useTranslation();
  const brand = useBrandName();
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // Catches its own failure and shows it: the form does not wait for it.
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token } = await login(values);
      session.signIn(token, values.rememberMe === true);
      await navigate(afterLoginPath(search), { replace: true });
    } catch (error) {
      setServerError(errorText(i18n, error));
    }
  });

  return (
    <main className="login" id="main">
      <div className="login__card">
        <p className="login__brand">{brand}</p>
        <h1 className="login__heading">{t('account.heading')}</h1>
        <p className="login__intro">{t('account.intro')}</p>
        {serverError && (
          <p className="login__error" role="alert">
            {serverError}
          </p>
        )}
        <form className="login__form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label={t('account.email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            error={errors.email ? t('account.errors.emailRequired') : undefined}
            {...register('email')}
          />
          <TextField
            label={t('account.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password ? t('account.errors.passwordRequired') : undefined}
            {...register('password')}
          />
          <CheckboxField label={t('account.rememberMe')} {...register('rememberMe')} />
          <Button type="submit" busy={isSubmitting} className="login__submit">
            {isSubmitting ? t('account.submitting') : t('account.submit')}
          </Button>
        </form>
        <div className="login__footer">
          <Link to={pathTo('home')}>{t('account.backToSite')}</Link>
          <LanguageSwitcher />
        </div>
      </div>
    </main>
  );
}
