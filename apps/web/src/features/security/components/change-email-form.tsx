import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailRequestSchema } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/field-error';
import styles from '@/components/form/form.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { requestEmailCode } from '../api/request-email-code';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerErrors } from './server-errors';

export const EMAIL_CHANGED_REDIRECT_MS = 1500;

type Banner = { variant: 'success' | 'danger'; text: string };

/** A new address must be verified again: after saving, a code is sent and the user goes to verify it. */
export function ChangeEmailForm({ onChanged }: { onChanged: (resendAfter: number) => void }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [resendAfter, setResendAfter] = useState(0);
  const [isDone, finish] = useDelayedAction(() => onChanged(resendAfter), EMAIL_CHANGED_REDIRECT_MS);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setBanner(null);
    try {
      await update.mutateAsync(body);
    } catch (error) {
      if (!applyServerErrors(error, ['email', 'password'], setError)) {
        setBanner({ variant: 'danger', text: t('change_email.failed') });
      }
      return;
    }
    // The address is saved; a code that cannot be sent now can still be requested on the next screen.
    const sent = await requestEmailCode().catch(() => null);
    setResendAfter(sent?.resend_after ?? 0);
    setBanner({ variant: 'success', text: t('change_email.success') });
    finish();
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {banner && <Alert variant={banner.variant}>{banner.text}</Alert>}
      <TextField
        label={t('change_email.new_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...register('email')}
        error={fieldErrorText(t, errors.email)}
      />
      <TextField
        label={t('common.current_password')}
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={fieldErrorText(t, errors.password)}
      />
      <Button type="submit" isBlock isBusy={update.isPending} disabled={isDone}>
        {t('common.save')}
      </Button>
    </form>
  );
}
