import { recoveryConfirmRequestSchema } from '@portal/contracts';
import { errorCode, fieldError, serverMessage } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form/form.module.css';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { useConfirmRecovery } from '../api/confirm-recovery';
import { clearRecovery, readRecovery, secondsUntil } from '../recovery-storage';
import { RecoveryResend } from './recovery-resend';

/** docs/product/limits.md: a new password goes to /login after 2 s. */
export const RECOVERY_DONE_REDIRECT_MS = 2000;

export function VerifyEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const [{ email, sessionId, resendAt }] = useState(readRecovery);
  const [initialCooldown] = useState(() => secondsUntil(resendAt, Date.now()));
  const [isDone, finish] = useDelayedAction(onDone, RECOVERY_DONE_REDIRECT_MS);
  const confirm = useConfirmRecovery();
  const form = useApiForm({
    schema: recoveryConfirmRequestSchema,
    defaultValues: { session_id: sessionId ?? '', code: '', new_password: '', new_password_confirmation: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await confirm.mutateAsync(body);
      clearRecovery();
      form.showBanner({ variant: 'success', text: t('verify_email.success') });
      finish();
    } catch (error) {
      form.placeFieldErrors(error);
      if (fieldError(error, 'session_id')) {
        form.showBanner({ variant: 'danger', text: t('validation:session_not_found') });
      } else if (errorCode(error) === 'RATE_LIMITED') {
        form.showBanner({ variant: 'danger', text: errorText(t, error, t('errors:RATE_LIMITED')) });
      } else {
        // docs/product/messages.md: a generic text plus the server's message.
        const detail = serverMessage(error);
        form.showBanner({ variant: 'danger', text: `${t('verify_email.failed')} ${detail}`.trim() });
      }
    }
  });

  // A new code belongs to a new session: the confirmation goes with the newest one.
  const handleResent = (newSessionId: string) => {
    form.setValue('session_id', newSessionId);
    form.setValue('code', '');
    form.clearErrors(['session_id', 'code']);
  };

  // docs/product/account.md: the confirmation needs the stored session_id; without it nothing can be confirmed.
  const sessionError = form.formState.errors.session_id ? t('validation:session_not_found') : undefined;

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {sessionId ? (
          <p className={styles.alternate}>{t('verify_email.intro', { email: email ?? '' })}</p>
        ) : (
          <Alert variant="danger">{t('validation:session_not_found')}</Alert>
        )}
        {sessionError && sessionId && <Alert variant="danger">{sessionError}</Alert>}
        <FormBanner banner={form.banner} />
        <TextField
          label={t('common.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.register('code')}
          error={form.errorOf('code')}
        />
        <TextField
          label={t('common.new_password')}
          type="password"
          autoComplete="new-password"
          hint={t('common.password_rules')}
          {...form.register('new_password')}
          error={form.errorOf('new_password')}
        />
        <TextField
          label={t('common.password_confirmation')}
          type="password"
          autoComplete="new-password"
          {...form.register('new_password_confirmation')}
          error={form.errorOf('new_password_confirmation')}
        />
        <Button type="submit" isBlock isBusy={confirm.isPending} disabled={isDone}>
          {t('verify_email.submit')}
        </Button>
      </form>
      {email && sessionId && !isDone && (
        <RecoveryResend email={email} initialCooldown={initialCooldown} onSent={handleResent} />
      )}
      {/* A typo in the e-mail: back to the first step, its field empty, nothing of this try kept. */}
      <LinkButton to={paths.forgotPassword.path} variant="ghost" isBlock onClick={clearRecovery}>
        {t('verify_email.start_over')}
      </LinkButton>
    </>
  );
}
