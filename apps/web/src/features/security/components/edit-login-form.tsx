import { zodResolver } from '@hookform/resolvers/zod';
import { changeUsernameRequestSchema, LIMITS } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/field-error';
import styles from '@/components/form/form.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerErrors, errorBannerText } from './server-errors';

type Banner = { variant: 'success' | 'danger'; text: string };

export function EditLoginForm({ currentUsername }: { currentUsername: string | null }) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const [banner, setBanner] = useState<Banner | null>(null);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changeUsernameRequestSchema),
    defaultValues: { username: currentUsername ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setBanner(null);
    try {
      await update.mutateAsync(body);
      setBanner({ variant: 'success', text: t('edit_login.success') });
    } catch (error) {
      if (!applyServerErrors(error, ['username'], setError)) {
        setBanner({ variant: 'danger', text: errorBannerText(t, error, 'common.failed') });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {banner && <Alert variant={banner.variant}>{banner.text}</Alert>}
      <TextField
        label={t('edit_login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.usernameMax}
        hint={t('edit_login.rules', { max: LIMITS.usernameMax })}
        {...register('username')}
        error={fieldErrorText(t, errors.username)}
      />
      <Button type="submit" isBlock isBusy={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
