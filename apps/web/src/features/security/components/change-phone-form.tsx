import { phoneCodeRequestSchema, phoneConfirmRequestSchema } from '@portal/contracts';
import { fieldError } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form/form.module.css';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { formatPhone } from '@/lib/format-phone';
import { useConfirmPhone, useRequestPhoneCode } from '../api/change-phone';
import { useCooldown } from '../hooks/use-cooldown';

/** docs/product/account.md: step 1 sends a code to the new number (with the password), step 2 checks it; success clears. */
export function ChangePhoneForm() {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCooldown();
  const requestCode = useRequestPhoneCode();
  const confirm = useConfirmPhone();
  // Two steps, one banner: the first form's carries both steps' messages.
  const first = useApiForm({
    schema: phoneCodeRequestSchema,
    defaultValues: { phone_number: '', password: '' },
  });
  const second = useApiForm({
    schema: phoneConfirmRequestSchema,
    defaultValues: { phone_number: '', code: '' },
  });

  const sendCode = first.handleSubmit(async (body) => {
    first.showBanner(undefined);
    try {
      const sent = await requestCode.mutateAsync(body);
      startCooldown(sent?.resend_after ?? 0);
      second.reset({ phone_number: body.phone_number, code: '' });
      setPendingPhone(body.phone_number);
      first.showBanner({
        variant: 'info',
        text: t('change_phone.code_sent', { phone: formatPhone(body.phone_number) }),
      });
    } catch (error) {
      first.showError(error, t('change_phone.failed'));
    }
  });

  const confirmCode = second.handleSubmit(async (body) => {
    first.showBanner(undefined);
    try {
      await confirm.mutateAsync(body);
      first.reset();
      second.reset();
      setPendingPhone(null);
      first.showBanner({ variant: 'success', text: t('change_phone.success') });
    } catch (error) {
      if (fieldError(error, 'code')) {
        second.setError('code', { type: 'server', message: t('change_phone.code_rejected') });
      } else {
        first.showBanner({ variant: 'danger', text: errorText(t, error, t('change_phone.failed')) });
      }
    }
  });

  if (pendingPhone) {
    return (
      <form className={styles.form} onSubmit={(event) => void confirmCode(event)} noValidate>
        <FormBanner banner={first.banner} />
        <TextField
          label={t('common.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...second.register('code')}
          error={
            second.formState.errors.code?.message === 'required'
              ? t('change_phone.code_required')
              : second.errorOf('code')
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

  return (
    <form className={styles.form} onSubmit={(event) => void sendCode(event)} noValidate>
      <FormBanner banner={first.banner} />
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
            error={first.errorOf('phone_number')}
          />
        )}
      />
      <TextField
        label={t('common.current_password')}
        type="password"
        autoComplete="current-password"
        {...first.register('password')}
        error={first.errorOf('password')}
      />
      <Button type="submit" isBlock isBusy={requestCode.isPending}>
        {t('change_phone.send_code')}
      </Button>
    </form>
  );
}
