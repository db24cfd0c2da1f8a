import { zodResolver } from '@hookform/resolvers/zod';
import { phoneCodeRequestSchema, phoneConfirmRequestSchema } from '@portal/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/field-error';
import styles from '@/components/form/form.module.css';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useConfirmPhone, useRequestPhoneCode } from '../api/change-phone';
import { useCooldown } from '../hooks/use-cooldown';
import { applyServerErrors, errorBannerText } from './server-errors';

type Banner = { variant: 'success' | 'danger' | 'info'; text: string };

/** Spec §4: step 1 sends a code to the new number (with the password), step 2 checks it; success clears. */
export function ChangePhoneForm() {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCooldown();
  const requestCode = useRequestPhoneCode();
  const confirm = useConfirmPhone();
  const first = useForm({
    resolver: zodResolver(phoneCodeRequestSchema),
    defaultValues: { phone_number: '', password: '' },
  });
  const second = useForm({
    resolver: zodResolver(phoneConfirmRequestSchema),
    defaultValues: { phone_number: '', code: '' },
  });

  const sendCode = first.handleSubmit(async (body) => {
    setBanner(null);
    try {
      const sent = await requestCode.mutateAsync(body);
      startCooldown(sent?.resend_after ?? 0);
      second.reset({ phone_number: body.phone_number, code: '' });
      setPendingPhone(body.phone_number);
      setBanner({ variant: 'info', text: t('change_phone.code_sent', { phone: body.phone_number }) });
    } catch (error) {
      if (!applyServerErrors(error, ['phone_number', 'password'], first.setError)) {
        setBanner({ variant: 'danger', text: errorBannerText(t, error, 'change_phone.failed') });
      }
    }
  });

  const confirmCode = second.handleSubmit(async (body) => {
    setBanner(null);
    try {
      await confirm.mutateAsync(body);
      first.reset();
      second.reset();
      setPendingPhone(null);
      setBanner({ variant: 'success', text: t('change_phone.success') });
    } catch (error) {
      if (error instanceof ApiError && error.fieldError('code')) {
        second.setError('code', { type: 'server', message: t('change_phone.code_rejected') });
      } else {
        setBanner({ variant: 'danger', text: errorBannerText(t, error, 'change_phone.failed') });
      }
    }
  });

  if (pendingPhone) {
    return (
      <form className={styles.form} onSubmit={(event) => void confirmCode(event)} noValidate>
        {banner && <Alert variant={banner.variant}>{banner.text}</Alert>}
        <TextField
          label={t('common.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...second.register('code')}
          error={
            second.formState.errors.code?.message === 'required'
              ? t('change_phone.code_required')
              : fieldErrorText(t, second.formState.errors.code)
          }
        />
        <Button type="submit" isBlock isBusy={confirm.isPending}>
          {t('change_phone.confirm')}
        </Button>
        <Button
          variant="secondary"
          isBlock
          isBusy={requestCode.isPending}
          disabled={cooldown > 0}
          onClick={() => void sendCode()}
        >
          {cooldown > 0 ? t('common.resend_in', { seconds: cooldown }) : t('common.resend')}
        </Button>
        <Button variant="ghost" isBlock onClick={() => setPendingPhone(null)}>
          {t('change_phone.change_number')}
        </Button>
      </form>
    );
  }

  const errors = first.formState.errors;
  return (
    <form className={styles.form} onSubmit={(event) => void sendCode(event)} noValidate>
      {banner && <Alert variant={banner.variant}>{banner.text}</Alert>}
      <Controller
        control={first.control}
        name="phone_number"
        render={({ field }) => (
          <PhoneInput
            label={t('change_phone.new_phone')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldErrorText(t, errors.phone_number)}
          />
        )}
      />
      <TextField
        label={t('common.current_password')}
        type="password"
        autoComplete="current-password"
        {...first.register('password')}
        error={fieldErrorText(t, errors.password)}
      />
      <Button type="submit" isBlock isBusy={requestCode.isPending}>
        {t('change_phone.send_code')}
      </Button>
    </form>
  );
}
