import { recoveryCodeRequestSchema } from '@portal/contracts';
import { errorStatus } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { captchaQueryKey, useCaptcha } from '@/components/captcha/get-captcha';
import styles from '@/components/form/form.module.css';
import { FormFields } from '@/components/form/form-fields';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { useRequestRecoveryCode } from '../api/request-recovery-code';
import { storeRecovery } from '../recovery-storage';

/** docs/product/limits.md: after the code is sent the user moves to /verify-email after 1.5 s. */
export const RECOVERY_REDIRECT_MS = 1500;

export function ForgotPasswordForm({ onCodeSent }: { onCodeSent: () => void }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [isDone, finish] = useDelayedAction(onCodeSent, RECOVERY_REDIRECT_MS);
  const request = useRequestRecoveryCode();
  const form = useApiForm({
    schema: recoveryCodeRequestSchema,
    defaultValues: { email: '', captcha_id: '', captcha: '' },
  });

  const captchaId = captcha.data?.captcha_id ?? '';
  useEffect(() => form.setValue('captcha_id', captchaId), [captchaId, form]);

  const refreshCaptcha = () => {
    form.setValue('captcha', '');
    void queryClient.refetchQueries({ queryKey: captchaQueryKey });
  };

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      const { session_id, resend_after } = await request.mutateAsync(body);
      storeRecovery(body.email, session_id, Date.now() + resend_after * 1000);
      form.showBanner({ variant: 'success', text: t('forgot_password.sent') });
      finish();
    } catch (error) {
      // Every captcha is single-use: a failed try needs a new picture.
      refreshCaptcha();
      const placed = form.placeFieldErrors(error);
      if ((errorStatus(error) ?? 0) === 422 && !placed) {
        form.showBanner({ variant: 'danger', text: t('forgot_password.failed') });
      } else if (!placed) {
        form.showBanner({ variant: 'danger', text: errorText(t, error, t('forgot_password.failed')) });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormFields>
        <p className={styles.alternate}>{t('forgot_password.intro')}</p>
        <FormBanner banner={form.banner} />
        <TextField
          label={t('common.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.register('email')}
          error={form.errorOf('email')}
        />
        <CaptchaField
          image={captcha.data?.image}
          isLoading={captcha.isFetching}
          onRefresh={refreshCaptcha}
          {...form.register('captcha')}
          loadFailed={captcha.isError}
          error={form.errorOf('captcha') ?? form.errorOf('captcha_id')}
        />
        <Button type="submit" isBlock isBusy={request.isPending} disabled={isDone || !captcha.data}>
          {t('forgot_password.submit')}
        </Button>
      </FormFields>
    </form>
  );
}
