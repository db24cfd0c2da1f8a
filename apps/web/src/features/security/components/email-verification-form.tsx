import { emailVerificationRequestSchema } from '@portal/contracts';
import { errorCode, serverMessage } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form/form.module.css';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { useConfirmEmail } from '../api/confirm-email';
import { useRequestEmailCode } from '../api/request-email-code';
import { useCooldown } from '../hooks/use-cooldown';

/** docs/product/limits.md: e-mail verification success goes home after 2 s. */
export const EMAIL_VERIFIED_REDIRECT_MS = 2000;

type Props = { initialCooldown?: number; onVerified: () => void };

/** docs/product/messages.md: the e-mail-verification texts for a failed call. */
export function verificationErrorText(t: TFunction, error: unknown): string {
  const code = errorCode(error);
  if (code === 'NOT_FOUND') return t('security:email_verification.email_not_found');
  if (code === 'RATE_LIMITED') return errorText(t, error, t('errors:RATE_LIMITED'));
  if (code === 'VALIDATION_FAILED') return t('security:email_verification.code_rejected');
  if (code) return t('security:email_verification.error', { message: serverMessage(error) });
  return t('security:common.failed');
}

export function EmailVerificationForm({ initialCooldown = 0, onVerified }: Props) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const [cooldown, startCooldown] = useCooldown(initialCooldown);
  const [isDone, finish] = useDelayedAction(onVerified, EMAIL_VERIFIED_REDIRECT_MS);
  const confirm = useConfirmEmail();
  const resend = useRequestEmailCode();
  const form = useApiForm({ schema: emailVerificationRequestSchema, defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    form.showBanner(undefined);
    try {
      await confirm.mutateAsync(code);
      form.showBanner({ variant: 'success', text: t('email_verification.success') });
      finish();
    } catch (error) {
      if (!form.placeFieldErrors(error)) {
        form.showBanner({ variant: 'danger', text: verificationErrorText(t, error) });
      }
    }
  });

  const onResend = async () => {
    form.showBanner(undefined);
    try {
      const sent = await resend.mutateAsync();
      startCooldown(sent.resend_after);
      form.showBanner({ variant: 'info', text: t('email_verification.sent') });
    } catch (error) {
      form.showBanner({ variant: 'danger', text: verificationErrorText(t, error) });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.alternate}>{t('email_verification.intro')}</p>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('common.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.register('code')}
        error={form.errorOf('code')}
      />
      <Button type="submit" isBlock isBusy={confirm.isPending} disabled={isDone}>
        {t('email_verification.submit')}
      </Button>
      <Button
        variant="secondary"
        isBlock
        isBusy={resend.isPending}
        disabled={cooldown > 0 || isDone}
        onClick={() => void onResend()}
      >
        {cooldown > 0 ? t('common.resend_in', { seconds: cooldown }) : t('common.resend')}
      </Button>
    </form>
  );
}
