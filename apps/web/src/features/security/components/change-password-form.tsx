import { changePasswordRequestSchema, LIMITS } from '@portal/contracts';
import { errorCode, hasFieldErrors, isApiError } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form/form.module.css';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { clearToken } from '@/lib/session';
import { useChangePassword } from '../api/change-password';

/** The success message stays long enough to read before the login screen. */
export const PASSWORD_CHANGED_REDIRECT_MS = 2000;

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  // The server has ended the session already; the token stays until the success message has been read,
  // because removing it sends the private guard to /login at once.
  const [isDone, finish] = useDelayedAction(() => {
    clearToken();
    onChanged();
  }, PASSWORD_CHANGED_REDIRECT_MS);
  const change = useChangePassword();
  const form = useApiForm({
    schema: changePasswordRequestSchema,
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync(body);
      form.showBanner({ variant: 'success', text: t('change_password.success') });
      finish();
    } catch (error) {
      // docs/product/messages.md: a general failure is shown on the old-password field (a rate limit stays a banner).
      if (isApiError(error) && errorCode(error) !== 'RATE_LIMITED' && !hasFieldErrors(error)) {
        form.setError('old_password', {
          type: 'server',
          message: errorText(t, error, t('common.failed')),
        });
      } else {
        form.showError(error, t('common.failed'));
      }
    }
  });

  const capped = { maxLength: LIMITS.passwordChangeMax, type: 'password' } as const;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('change_password.old')}
        autoComplete="current-password"
        maxLength={LIMITS.passwordMax}
        type="password"
        {...form.register('old_password')}
        error={form.errorOf('old_password')}
      />
      <TextField
        label={t('common.new_password')}
        autoComplete="new-password"
        hint={t('change_password.rules', { max: LIMITS.passwordChangeMax })}
        {...capped}
        {...form.register('password')}
        error={form.errorOf('password')}
      />
      <TextField
        label={t('common.password_confirmation')}
        autoComplete="new-password"
        {...capped}
        {...form.register('password_confirmation')}
        error={form.errorOf('password_confirmation')}
      />
      <Button type="submit" isBlock isBusy={change.isPending} disabled={isDone}>
        {t('change_password.submit')}
      </Button>
    </form>
  );
}
