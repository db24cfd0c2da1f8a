import { changeEmailRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form/form.module.css';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { requestEmailCode } from '../api/request-email-code';
import { useUpdateProfile } from '../api/update-profile';

export const EMAIL_CHANGED_REDIRECT_MS = 1500;

/** A new address must be verified again: after saving, a code is sent and the user goes to verify it. */
export function ChangeEmailForm({ onChanged }: { onChanged: (resendAfter: number) => void }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const [resendAfter, setResendAfter] = useState(0);
  const [isDone, finish] = useDelayedAction(() => onChanged(resendAfter), EMAIL_CHANGED_REDIRECT_MS);
  const update = useUpdateProfile();
  const form = useApiForm({
    schema: changeEmailRequestSchema,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await update.mutateAsync(body);
    } catch (error) {
      form.showError(error, t('change_email.failed'));
      return;
    }
    // The address is saved; a code that cannot be sent now can still be requested on the next screen.
    const sent = await requestEmailCode().catch(() => null);
    setResendAfter(sent?.resend_after ?? 0);
    form.showBanner({ variant: 'success', text: t('change_email.success') });
    finish();
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('change_email.new_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.register('email')}
        error={form.errorOf('email')}
      />
      <TextField
        label={t('common.current_password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={form.errorOf('password')}
      />
      <Button type="submit" isBlock isBusy={update.isPending} disabled={isDone}>
        {t('common.save')}
      </Button>
    </form>
  );
}
