import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffLoginRequest, staffLoginRequestSchema } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/banner';
import { Field } from '@/components/field';
import { LanguageSwitch } from '@/components/language-switch';
import ui from '@/components/ui.module.css';
import { applyServerErrors } from '@/lib/form-errors';
import { setToken } from '@/lib/session';
import { logIn } from './api';
import styles from './login-page.module.css';

/** E-mail, password and the authenticator's code together; staff cannot sign in without the code. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffLoginRequest>({
    resolver: zodResolver(staffLoginRequestSchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (message: string | undefined) =>
    message ? t(`validation.${message}`, { defaultValue: message }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { access_token } = await logIn(values);
      setToken(access_token);
      queryClient.removeQueries();
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from ?? '/dashboard', { replace: true });
    } catch (error) {
      setFailure(applyServerErrors(error, ['email', 'password'], form.setError, t));
      form.setValue('code', '');
    }
  });

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <LanguageSwitch />
      </div>
      <form className={`${ui.card} ${styles.form}`} onSubmit={submit} noValidate>
        <h1>{t('auth.title')}</h1>
        <p className={ui.hint}>{t('auth.intro')}</p>
        <Banner tone="error">{failure}</Banner>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...form.register('password')}
        />
        <Field
          label={t('auth.code')}
          hint={t('auth.code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldError(errors.code?.message)}
          {...form.register('code')}
        />
        <button className={ui.button} type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signing_in') : t('auth.sign_in')}
        </button>
      </form>
    </main>
  );
}
