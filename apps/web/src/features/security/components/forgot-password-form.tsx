import { zodResolver } from '@hookform/resolvers/zod';
import { recoveryCodeRequestSchema } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { captchaQueryKey, useCaptcha } from '@/components/captcha/get-captcha';
import { fieldErrorText } from '@/components/form/field-error';
import styles from '@/components/form/form.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { ApiError } from '@/lib/api-client';
import { useRequestRecoveryCode } from '../api/request-recovery-code';
import { storeRecovery } from '../recovery-storage';
import { applyServerErrors, errorBannerText } from './server-errors';

/** Spec §9: after the code is sent the user moves to /verify-email after 1.5 s. */
export const RECOVERY_REDIRECT_MS = 1500;

type Banner = { variant: 'success' | 'danger'; text: string };

export function ForgotPasswordForm({ onCodeSent }: { onCodeSent: () => void }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [isDone, finish] = useDelayedAction(onCodeSent, RECOVERY_REDIRECT_MS);
  const request = useRequestRecoveryCode();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(recoveryCodeRequestSchema),
    defaultValues: { email: '', captcha_id: '', captcha: '' },
  });

  const captchaId = captcha.data?.captcha_id ?? '';
  useEffect(() => setValue('captcha_id', captchaId), [captchaId, setValue]);

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void queryClient.refetchQueries({ queryKey: captchaQueryKey });
  };

  const onSubmit = handleSubmit(async (body) => {
    setBanner(null);
    try {
      const { session_id } = await request.mutateAsync(body);
      storeRecovery(body.email, session_id);
      setBanner({ variant: 'success', text: t('forgot_password.sent') });
      finish();
    } catch (error) {
      // Every captcha is single-use: a failed try needs a new picture.
      refreshCaptcha();
      const placed = applyServerErrors(error, ['email', 'captcha'], setError);
      if (error instanceof ApiError && error.status === 422 && !placed) {
        setBanner({ variant: 'danger', text: t('forgot_password.failed') });
      } else if (!placed) {
        setBanner({ variant: 'danger', text: errorBannerText(t, error, 'forgot_password.failed') });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.alternate}>{t('forgot_password.intro')}</p>
      {banner && <Alert variant={banner.variant}>{banner.text}</Alert>}
      <TextField
        label={t('common.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...register('email')}
        error={fieldErrorText(t, errors.email)}
      />
      <CaptchaField
        image={captcha.data?.image}
        isLoading={captcha.isFetching}
        onRefresh={refreshCaptcha}
        {...register('captcha')}
        error={
          captcha.isError ? t('captcha.load_failed') : fieldErrorText(t, errors.captcha ?? errors.captcha_id)
        }
      />
      <Button type="submit" isBlock isBusy={request.isPending} disabled={isDone || !captcha.data}>
        {t('forgot_password.submit')}
      </Button>
    </form>
  );
}
