import { zodResolver } from '@hookform/resolvers/zod';
import { type PersonalInfoRequest, personalInfoRequestSchema, type UserProfile } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/field-error';
import styles from '@/components/form/form.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerErrors } from './server-errors';

type Banner = { variant: 'success' | 'danger'; text: string };
const fields = ['firstname', 'lastname', 'email', 'birthday', 'sex'] as const;

const fromProfile = (profile: UserProfile): PersonalInfoRequest => ({
  firstname: profile.firstname ?? '',
  lastname: profile.lastname ?? '',
  email: profile.email ?? '',
  birthday: profile.birthday?.slice(0, 10) ?? '',
  sex: (profile.sex ?? '') as PersonalInfoRequest['sex'],
});

export function PersonalInfoForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['security', 'auth', 'validation', 'errors']);
  const [banner, setBanner] = useState<Banner | null>(null);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(personalInfoRequestSchema), defaultValues: fromProfile(profile) });

  const onSubmit = handleSubmit(async (body) => {
    setBanner(null);
    try {
      await update.mutateAsync(body);
      setBanner({ variant: 'success', text: t('personal.success') });
    } catch (error) {
      applyServerErrors(error, fields, setError);
      setBanner({ variant: 'danger', text: t('personal.failed') });
    }
  });

  const errorText = (field: (typeof fields)[number]) => fieldErrorText(t, errors[field]);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {banner && <Alert variant={banner.variant}>{banner.text}</Alert>}
      <TextField
        label={t('auth:registration.firstname')}
        autoComplete="given-name"
        {...register('firstname')}
        error={errorText('firstname')}
      />
      <TextField
        label={t('auth:registration.lastname')}
        autoComplete="family-name"
        {...register('lastname')}
        error={errorText('lastname')}
      />
      <TextField
        label={t('common.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...register('email')}
        error={errorText('email')}
      />
      <TextField
        label={t('auth:registration.birthday')}
        type="date"
        autoComplete="bday"
        {...register('birthday')}
        error={errorText('birthday')}
      />
      <Select
        label={t('auth:registration.sex')}
        placeholder={t('auth:registration.sex_placeholder')}
        options={[
          { value: 'male', label: t('auth:registration.sex_male') },
          { value: 'female', label: t('auth:registration.sex_female') },
        ]}
        {...register('sex')}
        error={errorText('sex')}
      />
      <Button type="submit" isBlock isBusy={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
