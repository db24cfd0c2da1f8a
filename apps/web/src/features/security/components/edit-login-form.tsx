import { changeUsernameRequestSchema, LIMITS } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form/form.module.css';
import { useUpdateProfile } from '../api/update-profile';

export function EditLoginForm({ currentUsername }: { currentUsername: string | null }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const update = useUpdateProfile();
  const form = useApiForm({
    schema: changeUsernameRequestSchema,
    defaultValues: { username: currentUsername ?? '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await update.mutateAsync(body);
      form.showBanner({ variant: 'success', text: t('edit_login.success') });
    } catch (error) {
      form.showError(error, t('common.failed'));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('edit_login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.usernameMax}
        hint={t('edit_login.rules', { max: LIMITS.usernameMax })}
        {...form.register('username')}
        error={form.errorOf('username')}
      />
      <Button type="submit" isBlock isBusy={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
