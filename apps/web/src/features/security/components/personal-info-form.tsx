import { type PersonalInfoRequest, personalInfoRequestSchema, type UserProfile } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, DateField, Select, TextField } from '@portal/web-kit/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form/form.module.css';
import { useTodayForDateInput } from '@/lib/use-today';
import { useUpdateProfile } from '../api/update-profile';

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
  const update = useUpdateProfile();
  const form = useApiForm({ schema: personalInfoRequestSchema, defaultValues: fromProfile(profile) });
  const today = useTodayForDateInput();

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await update.mutateAsync(body);
      form.showBanner({ variant: 'success', text: t('personal.success') });
    } catch (error) {
      form.placeFieldErrors(error);
      form.showBanner({ variant: 'danger', text: t('personal.failed') });
    }
  });

  const errorText = (field: (typeof fields)[number]) => form.errorOf(field);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('auth:registration.firstname')}
        autoComplete="given-name"
        {...form.register('firstname')}
        error={errorText('firstname')}
      />
      <TextField
        label={t('auth:registration.lastname')}
        autoComplete="family-name"
        {...form.register('lastname')}
        error={errorText('lastname')}
      />
      <TextField
        label={t('common.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.register('email')}
        error={errorText('email')}
      />
      <Controller
        control={form.control}
        name="birthday"
        render={({ field }) => (
          <DateField
            label={t('auth:registration.birthday')}
            autoComplete="bday"
            max={today}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errorText('birthday')}
          />
        )}
      />
      <Select
        label={t('auth:registration.sex')}
        placeholder={t('auth:registration.sex_placeholder')}
        options={[
          { value: 'male', label: t('auth:registration.sex_male') },
          { value: 'female', label: t('auth:registration.sex_female') },
        ]}
        {...form.register('sex')}
        error={errorText('sex')}
      />
      <Button type="submit" isBlock isBusy={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
