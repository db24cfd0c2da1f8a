import { invitationAcceptSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, TextField } from '@portal/web-kit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Banner } from '@/components/banner';
import { LanguageSwitch } from '@/components/language-switch';
import ui from '@/components/ui.module.css';
import { paths } from '@/config/paths';
import { setToken } from '@/lib/session';
import { acceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/get-invitation';
import styles from './login-page.module.css';

/** The acceptance as the form holds it: the contract's without the token (from the link), and the repeat. */
const acceptFormSchema = invitationAcceptSchema
  .omit({ token: true })
  .extend({ repeat: z.string() })
  .refine((values) => values.password === values.repeat, { error: 'password_mismatch', path: ['repeat'] });

// The owner's link is /admin/invite#token=… : the token stays out of server logs and Referer headers.
const tokenOf = (hash: string) => /^#token=([A-Za-z0-9_-]{20,128})$/.exec(hash)?.[1] ?? null;

/** Accepting an invitation: add the authenticator, choose a password, prove both with the first code. */
export function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token] = useState(() => tokenOf(window.location.hash));
  const form = useApiForm({
    schema: acceptFormSchema,
    defaultValues: { password: '', repeat: '', code: '' },
  });
  const invitation = useInvitation(token);
  const valid = token !== null && !invitation.isError;
  const submit = form.handleSubmit(async ({ password, code }) => {
    form.showBanner(undefined);
    try {
      const { access_token } = await acceptInvitation({ token: token ?? '', password, code });
      setToken(access_token);
      queryClient.removeQueries();
      window.history.replaceState(null, '', window.location.pathname);
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      form.setValue('code', '');
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <LanguageSwitch />
      </div>
      <Card as="form" className={styles.form} noValidate onSubmit={submit}>
        <h1>{t('invite:title')}</h1>
        {!valid && <Banner tone="error">{t('invite:invalid')}</Banner>}
        {invitation.data && (
          <>
            <p>{t('invite:intro', { name: invitation.data.name, email: invitation.data.email })}</p>
            <p className={ui.hint}>{t('invite:authenticator')}</p>
            <code className={styles.secret}>{invitation.data.secret}</code>
            <a href={invitation.data.otpauth_url}>{t('invite:open_app')}</a>
            <FormBanner banner={form.banner} />
            <TextField
              label={t('auth:password')}
              hint={t('invite:password_hint')}
              type="password"
              autoComplete="new-password"
              error={form.errorOf('password')}
              {...form.register('password')}
            />
            <TextField
              label={t('invite:repeat')}
              type="password"
              autoComplete="new-password"
              error={form.errorOf('repeat')}
              {...form.register('repeat')}
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
            <Button type="submit">{t('invite:accept')}</Button>
          </>
        )}
      </Card>
    </main>
  );
}
