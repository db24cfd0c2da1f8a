import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema, LIMITS } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/field-error';
import styles from '@/components/form/form.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { ApiError } from '@/lib/api-client';
import { clearToken } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { applyServerErrors, errorBannerText } from './server-errors';

/** The success message stays long enough to read before the login screen. */
export const PASSWORD_CHANGED_REDIRECT_MS = 2000;

type Banner = { variant: 'success' | 'danger'; text: string };
const fields = ['old_password', 'password', 'password_confirmation'] as const;

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const [banner, setBanner] = useState<Banner | null>(null);
  // The server has ended the session already; the token stays until the success message has been read,
  // because removing it sends the private guard to /login at once.
  const [isDone, finish] = useDelayedAction(() => {
    clearToken();
    onChanged();
  }, PASSWORD_CHANGED_REDIRECT_MS);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setBanner(null);
    try {
      await change.mutateAsync(body);
      setBanner({ variant: 'success', text: t('change_password.success') });
      finish();
    } catch (error) {
      const placed = applyServerErrors(error, fields, setError);
      // Spec §8: a general failure is shown on the old-password field.
      if (!placed && error instanceof ApiError && error.code !== 'RATE_LIMITED') {
        setError('old_password', { type: 'server', message: errorBannerText(t, error, 'common.failed') });
      } else if (!placed) {
        setBanner({ variant: 'danger', text: errorBannerText(t, error, 'common.failed') });
      }
    }
  });

  const capped = { maxLength: LIMITS.passwordChangeMax, type: 'password' } as const;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {banner && <Alert variant={banner.variant}>{banner.text}</Alert>}
      <TextField
        label={t('change_password.old')}
        autoComplete="current-password"
        {...capped}
        {...register('old_password')}
        error={fieldErrorText(t, errors.old_password)}
      />
      <TextField
        label={t('common.new_password')}
        autoComplete="new-password"
        hint={t('change_password.rules', { max: LIMITS.passwordChangeMax })}
        {...capped}
        {...register('password')}
        error={fieldErrorText(t, errors.password)}
      />
      <TextField
        label={t('common.password_confirmation')}
        autoComplete="new-password"
        {...capped}
        {...register('password_confirmation')}
        error={fieldErrorText(t, errors.password_confirmation)}
      />
      <Button type="submit" isBlock isBusy={change.isPending} disabled={isDone}>
        {t('change_password.submit')}
      </Button>
    </form>
  );
}
