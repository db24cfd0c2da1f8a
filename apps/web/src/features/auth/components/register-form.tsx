import { type RegisterRequest, registerRequestSchema } from '@portal/contracts';
import { errorCode, fieldError } from '@portal/web-kit/api';
import { errorText as apiErrorText } from '@portal/web-kit/errors';
import { useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Checkbox, DateField, Select, TextField } from '@portal/web-kit/ui';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from '@/components/form/form.module.css';
import { FormFields } from '@/components/form/form-fields';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { paths } from '@/config/paths';
import { useReturnPath, withReturnPath } from '@/lib/return-path';
import { useTodayForDateInput } from '@/lib/use-today';
import { useRegister } from '../api/register';
import { forgetReferralCode, rememberReferralCode, storedReferralCode } from '../referral-code';

const emptyForm = {
  firstname: '',
  lastname: '',
  // An unchosen gender: the select shows its placeholder and the schema answers sex_invalid.
  sex: '' as RegisterRequest['sex'],
  birthday: '',
  email: '',
  phone_number: '',
  password: '',
  password_confirmation: '',
} satisfies RegisterRequest;

type RegisterFormProps = { onRegistered: () => void };

/** docs/product/messages.md: the banner a failed registration shows; a limited answer says how long to wait (the kit's errorText). */
export function registrationErrorText(t: TFunction, error: unknown): string {
  if (fieldError(error, 'phone_number')) return t('auth:registration.phone_taken');
  if (fieldError(error, 'email')) return t('auth:registration.email_taken');
  if (errorCode(error) === 'RATE_LIMITED') return apiErrorText(t, error, t('errors:RATE_LIMITED'));
  return t('auth:registration.failed');
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  // The kit's failure texts load after /registration paints, as on /login: useApiForm shows a rule's message
  // once they are in, and a failure's banner below waits for them. (The birthday field's hint still needs the
  // validation texts to paint: DateField asks for them itself.)
  const { t, i18n } = useTranslation('auth');
  const [hasAgreed, setHasAgreed] = useState(false);
  const [showRulesAlert, setShowRulesAlert] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const registration = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  useEffect(() => rememberReferralCode(searchParams), [searchParams]);
  const form = useApiForm({ schema: registerRequestSchema, defaultValues: emptyForm, mode: 'onTouched' });
  const today = useTodayForDateInput();

  const submitValid = form.handleSubmit(async (body) => {
    if (!hasAgreed) return;
    setServerError(null);
    try {
      await registration.mutateAsync({ ...body, referral_code: storedReferralCode(searchParams) });
      forgetReferralCode();
      onRegistered();
    } catch (error) {
      // docs/product/messages.md: the registration banner names the problem, and each field shows its own message too.
      await i18n.loadNamespaces('errors');
      setServerError(registrationErrorText(t, error));
      form.placeFieldErrors(error);
    }
  });

  // The banner sits above the form, out of sight after a submit from the bottom: bring it into view.
  useEffect(() => {
    if (serverError) formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [serverError]);

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    setShowRulesAlert(!hasAgreed);
    void submitValid(event);
  };

  const errorText = (field: keyof typeof emptyForm) => form.errorOf(field);

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleFormSubmit} noValidate>
      <FormFields>
        {serverError && <Alert variant="danger">{serverError}</Alert>}
        <TextField
          label={t('registration.firstname')}
          autoComplete="given-name"
          {...form.register('firstname')}
          error={errorText('firstname')}
        />
        <TextField
          label={t('registration.lastname')}
          autoComplete="family-name"
          {...form.register('lastname')}
          error={errorText('lastname')}
        />
        <Select
          label={t('registration.sex')}
          placeholder={t('registration.sex_placeholder')}
          options={[
            { value: 'male', label: t('registration.sex_male') },
            { value: 'female', label: t('registration.sex_female') },
          ]}
          {...form.register('sex')}
          error={errorText('sex')}
        />
        <Controller
          control={form.control}
          name="birthday"
          render={({ field }) => (
            <DateField
              label={t('registration.birthday')}
              autoComplete="bday"
              // Not in the prerendered page, today a task after the first render (lib/use-today).
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
        <TextField
          label={t('registration.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.register('email')}
          error={errorText('email')}
        />
        <Controller
          control={form.control}
          name="phone_number"
          render={({ field }) => (
            <PhoneInput
              label={t('registration.phone')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText('phone_number')}
            />
          )}
        />
        <TextField
          label={t('registration.password')}
          type="password"
          autoComplete="new-password"
          hint={t('registration.password_hint')}
          {...form.register('password')}
          error={errorText('password')}
        />
        <TextField
          label={t('registration.password_confirmation')}
          type="password"
          autoComplete="new-password"
          {...form.register('password_confirmation')}
          error={errorText('password_confirmation')}
        />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="registration.agree"
              components={{ rules: <Link to={paths.rules.path} target="_blank" rel="noopener" /> }}
            />
          }
          checked={hasAgreed}
          onChange={(event) => {
            setHasAgreed(event.target.checked);
            if (event.target.checked) setShowRulesAlert(false);
          }}
        />
        {showRulesAlert && <Alert variant="warning">{t('registration.rules_required')}</Alert>}
        <Button type="submit" isBlock isBusy={registration.isPending}>
          {registration.isPending ? t('registration.submitting') : t('registration.submit')}
        </Button>
        <p className={styles.alternate}>
          {t('registration.have_account')}{' '}
          <Link to={withReturnPath(paths.login.path, returnPath)}>{t('registration.login_link')}</Link>
        </p>
      </FormFields>
    </form>
  );
}
