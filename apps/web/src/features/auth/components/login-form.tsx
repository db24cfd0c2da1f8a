import { errorCode, fieldError } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Checkbox, TextField } from '@portal/web-kit/ui';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '@/components/form/form.module.css';
import { FormFields } from '@/components/form/form-fields';
import { paths } from '@/config/paths';
import { lazyWithQueries } from '@/lib/query-scope';
import { refreshProfile } from '@/lib/refresh-profile';
import { useReturnPath, withReturnPath } from '@/lib/return-path';
import { logIn } from '../api/login';
import { usePasskeyAutofill } from '../hooks/use-passkey-autofill';
import type { LoginCaptchaHandle } from './login-captcha';
import { PasskeyLoginButton } from './passkey-login-button';

// /login paints and signs in without the query library (app/router.tsx): the parts that query load it with them.
// Only customers with 2FA on reach the second step: it loads then, so /login's first load stays as small.
const TwoFactorStep = lazyWithQueries(() =>
  import('./two-factor-step').then((module) => module.TwoFactorStep),
);
// Only after repeated failures does the server ask for the captcha. Its bare field, which stands in while that part
// downloads, is a lazy part too (a small one, shared with other forms): /login's first load has neither.
const LoginCaptcha = lazyWithQueries(() => import('./login-captcha').then((module) => module.LoginCaptcha));
const CaptchaField = lazy(() =>
  import('@/components/captcha/captcha-field').then((module) => ({ default: module.CaptchaField })),
);

// The login request's rules load when the form is first focused or sent: /login paints and is adopted without zod.
const loginSchema = {
  load: () => import('@portal/contracts/login').then((module) => module.loginRequestSchema),
};

/** docs/product/limits.md: login messages stay 3 s; after a successful login the user goes home after 2 s. */
export const LOGIN_MESSAGE_MS = 3000;
export const LOGIN_REDIRECT_MS = 2000;

type LoginFormProps = { onLoggedIn: () => void };

/** docs/product/messages.md: errors.login → invalid e-mail; errors.password → its first server message; else unknown error. */
export function loginErrorText(t: TFunction, error: unknown): string {
  if (fieldError(error, 'login')) return t('login.invalid_email');
  const passwordMessage = fieldError(error, 'password');
  if (passwordMessage) return passwordMessage;
  const code = errorCode(error);
  if (code === 'RATE_LIMITED' || code === 'CAPTCHA_REQUIRED') return errorText(t, error, t(`errors:${code}`));
  return fieldError(error, 'captcha') ?? t('login.unknown_error');
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  // The kit's texts (field errors, failures) load at the form's first focus or submit, not when /login paints:
  // useApiForm shows a field's error with its text, and a failure's banner below waits for them.
  const { t, i18n } = useTranslation('auth');
  const [isDone, setIsDone] = useState(false);
  const [isSending, setIsSending] = useState(false);
  // A visitor heading somewhere keeps that destination when they choose to register instead.
  const returnPath = useReturnPath();
  // After repeated failed logins the server asks for the captcha (CAPTCHA_REQUIRED) on every try.
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  // With 2FA on, the right password answers a challenge: the second step takes the form's place.
  const [challenge, setChallenge] = useState<{ id: string; remember: boolean } | null>(null);
  const captcha = useRef<LoginCaptchaHandle>(null);
  const form = useApiForm({
    schema: loginSchema,
    defaultValues: { login: '', password: '', remember: true, captcha: '' },
    mode: 'onTouched',
    bannerMs: LOGIN_MESSAGE_MS,
  });

  const onPasskeyLoggedIn = () => {
    refreshProfile();
    form.showBanner({ variant: 'success', text: t('login.success') });
    setIsDone(true);
  };
  // Read when the passkey answers: watching it would re-render the form on every keystroke.
  const getRemember = () => form.getValues('remember') ?? true;
  const passkeyAutofill = usePasskeyAutofill({
    getRemember,
    onLoggedIn: onPasskeyLoggedIn,
    onError: (text) => form.showBanner({ variant: 'danger', text }),
  });

  const refreshCaptcha = () => {
    form.setValue('captcha', '');
    captcha.current?.refresh();
  };

  const captchaField = () => ({
    onRefresh: refreshCaptcha,
    ...form.register('captcha'),
    error: form.errorOf('captcha'),
  });

  // A layout effect: the 2 s count starts with the render that shows the success message, not whenever the
  // passive effects of a render begun outside React's events (the login's answer) get their turn.
  useLayoutEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(onLoggedIn, LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, onLoggedIn]);

  const onSubmit = form.handleSubmit(async (body) => {
    // The password is used: the browser's waiting passkey request ends, and waits again only after a failure.
    passkeyAutofill.stop();
    try {
      const captchaId = captcha.current?.captchaId;
      const { captcha: answer, ...credentials } = body;
      setIsSending(true);
      const result = await logIn(
        needsCaptcha && captchaId ? { ...credentials, captcha_id: captchaId, captcha: answer } : credentials,
      ).finally(() => setIsSending(false));
      if ('two_factor_required' in result) {
        setChallenge({ id: result.challenge_id, remember: credentials.remember });
        return;
      }
      form.showBanner({ variant: 'success', text: t('login.success') });
      setIsDone(true);
    } catch (error) {
      if (errorCode(error) === 'CAPTCHA_REQUIRED' || fieldError(error, 'captcha')) {
        if (needsCaptcha) refreshCaptcha();
        setNeedsCaptcha(true);
      } else if (needsCaptcha) {
        refreshCaptcha();
      }
      // docs/product/messages.md: every login failure is one message above the form, not a field error.
      await i18n.loadNamespaces('errors');
      form.showBanner({ variant: 'danger', text: loginErrorText(t, error) });
      passkeyAutofill.start();
    }
  });

  if (challenge && !isDone) {
    return (
      <Suspense>
        <TwoFactorStep
          challengeId={challenge.id}
          remember={challenge.remember}
          onLoggedIn={() => {
            setChallenge(null);
            form.showBanner({ variant: 'success', text: t('login.success') });
            setIsDone(true);
          }}
          onRestart={() => {
            setChallenge(null);
            form.setValue('password', '');
            passkeyAutofill.start();
          }}
        />
      </Suspense>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={form.preload} noValidate>
      <FormFields>
        <FormBanner banner={form.banner} />
        <TextField
          label={t('login.login')}
          type="email"
          inputMode="email"
          // "webauthn": the browser offers the customer's passkeys among this field's suggestions.
          autoComplete="username webauthn"
          {...form.register('login')}
          error={form.errorOf('login')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={form.errorOf('password')}
        />
        {needsCaptcha && (
          // While the captcha's part downloads, the field waits as it does for its picture.
          <Suspense fallback={null}>
            <Suspense fallback={<CaptchaField image={undefined} isLoading {...captchaField()} />}>
              <LoginCaptcha handle={captcha} {...captchaField()} />
            </Suspense>
          </Suspense>
        )}
        <Checkbox label={t('login.remember')} {...form.register('remember')} />
        <Button type="submit" isBlock isBusy={isSending} disabled={isDone}>
          {t('login.submit')}
        </Button>
        <PasskeyLoginButton
          getRemember={getRemember}
          // One WebAuthn request at a time: the autofill's waiting one ends before the button's starts.
          onStart={passkeyAutofill.stop}
          onLoggedIn={onPasskeyLoggedIn}
          onError={(text) => {
            form.showBanner({ variant: 'danger', text });
            passkeyAutofill.start();
          }}
        />
        <p className={styles.links}>
          <Link to={paths.forgotPassword.path}>{t('login.forgot')}</Link>
          <Link to={withReturnPath(paths.registration.path, returnPath)}>{t('login.register_link')}</Link>
        </p>
      </FormFields>
    </form>
  );
}
