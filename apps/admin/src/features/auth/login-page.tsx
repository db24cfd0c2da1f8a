import { type Captcha, LIMITS, staffLoginRequestSchema } from '@portal/contracts';
import { errorCode } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, TextField } from '@portal/web-kit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import ui from '@/components/ui.module.css';
import { paths } from '@/config/paths';
import { setToken } from '@/lib/session';
import { getCaptcha } from './api/get-captcha';
import { logIn } from './api/log-in';
import styles from './login-page.module.css';

/** E-mail, password and the authenticator's code together; staff cannot sign in without the code. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: staffLoginRequestSchema,
    defaultValues: { email: '', password: '', code: '', captcha: '' },
  });
  const { isSubmitting } = form.formState;
  // Asked for when the account is under attack and this address is new to it; each picture is good for one try.
  const [captcha, setCaptcha] = useState<Captcha>();
  // When the picture first appears the person is asked for something new: focus goes to it, not to the code field
  // the refusal emptied.
  const captchaAsked = useRef(false);
  useEffect(() => {
    if (captcha && captchaAsked.current) {
      captchaAsked.current = false;
      form.setFocus('captcha');
    }
  }, [captcha, form]);
  const newCaptcha = async () => {
    form.setValue('captcha', '');
    try {
      setCaptcha(await getCaptcha());
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      const { captcha: answer, ...credentials } = values;
      const body = captcha
        ? { ...credentials, captcha_id: captcha.captcha_id, captcha: answer }
        : credentials;
      const { access_token } = await logIn(body);
      setToken(access_token);
      queryClient.removeQueries();
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from ?? paths.dashboard, { replace: true });
    } catch (error) {
      // A refused sign-in does not say which of the three was wrong (nor may it): one message for the form,
      // not an error on the code field that was just emptied.
      if (errorCode(error) === 'INVALID_CREDENTIALS') {
        form.showBanner({ variant: 'danger', text: errorText(t, error, t('errors:INTERNAL')) });
      } else form.showError(error, t('errors:INTERNAL'));
      form.setValue('code', '');
      if (!captcha && errorCode(error) === 'CAPTCHA_REQUIRED') captchaAsked.current = true;
      if (captcha || errorCode(error) === 'CAPTCHA_REQUIRED') await newCaptcha();
    }
  });

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <LanguageSwitch />
      </div>
      <Card as="form" className={styles.form} onSubmit={submit} noValidate>
        <h1>{t('auth:title')}</h1>
        <p className={ui.hint}>{t('auth:intro')}</p>
        <FormBanner banner={form.banner} />
        <TextField
          label={t('auth:email')}
          type="email"
          autoComplete="username"
          error={form.errorOf('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('auth:password')}
          type="password"
          autoComplete="current-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <TextField
          label={t('auth:code')}
          hint={t('auth:code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={form.errorOf('code')}
          {...form.register('code')}
        />
        {captcha && (
          <div className={styles.captcha}>
            <p className={ui.hint}>{t('auth:captcha_hint')}</p>
            <div className={styles.captchaRow}>
              <img src={captcha.image} alt={t('auth:captcha_alt')} width={160} height={56} />
              <Button variant="secondary" onClick={() => void newCaptcha()}>
                {t('auth:captcha_refresh')}
              </Button>
            </div>
            <TextField
              label={t('auth:captcha')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={LIMITS.captchaDigits}
              error={form.errorOf('captcha')}
              {...form.register('captcha')}
            />
          </div>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth:signing_in') : t('auth:sign_in')}
        </Button>
      </Card>
    </main>
  );
}
