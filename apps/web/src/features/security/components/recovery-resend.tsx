import { type RecoverySession, recoveryCodeRequestSchema } from '@portal/contracts';
import { errorCode, retryAfterSeconds } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { type Banner, FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button } from '@portal/web-kit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { captchaQueryKey, useCaptcha } from '@/components/captcha/get-captcha';
import styles from '@/components/form/form.module.css';
import { useRequestRecoveryCode } from '../api/request-recovery-code';
import { useCooldown } from '../hooks/use-cooldown';
import { storeRecovery } from '../recovery-storage';
import local from './recovery-resend.module.css';

type Props = {
  email: string;
  /** Seconds the API still asks to wait since the last code (resend_after), counted down on the button. */
  initialCooldown: number;
  onSent: (sessionId: string) => void;
};

/**
 * "Didn't get the code?": the recovery request again for the stored e-mail. Every answer reads the same
 * whether or not the e-mail has an account: the API answers alike, and so do these texts.
 */
export function RecoveryResend({ email, initialCooldown, onSent }: Props) {
  const { t } = useTranslation('security');
  const titleId = useId();
  const [cooldown, startCooldown] = useCooldown(initialCooldown);
  const [isOpen, setIsOpen] = useState(false);
  const [banner, setBanner] = useState<Banner>();

  const handleSent = (sent: RecoverySession) => {
    storeRecovery(email, sent.session_id, Date.now() + sent.resend_after * 1000);
    startCooldown(sent.resend_after);
    setIsOpen(false);
    setBanner({ variant: 'info', text: t('verify_email.resent', { email }) });
    onSent(sent.session_id);
  };
  // Another tab or an earlier try asked moments ago: show the API's wait instead of a dead end.
  const handleRateLimited = (seconds: number) => {
    startCooldown(seconds);
    setIsOpen(false);
    setBanner({ variant: 'warning', text: t('verify_email.resend_wait', { seconds }) });
  };

  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <h2 id={titleId} className={local.title}>
        {t('verify_email.no_code')}
      </h2>
      <FormBanner banner={banner} />
      {isOpen && cooldown === 0 ? (
        <ResendForm email={email} onSent={handleSent} onRateLimited={handleRateLimited} />
      ) : (
        <Button
          variant="secondary"
          isBlock
          disabled={cooldown > 0}
          onClick={() => {
            setBanner(undefined);
            setIsOpen(true);
          }}
        >
          {cooldown > 0 ? t('common.resend_in', { seconds: cooldown }) : t('common.resend')}
        </Button>
      )}
    </section>
  );
}

type ResendFormProps = {
  email: string;
  onSent: (sent: RecoverySession) => void;
  onRateLimited: (seconds: number) => void;
};

/**
 * The API wants a fresh captcha for every code. Mounted only once asked for: a captcha query observed all
 * along would keep the first step's used picture cached and hand it back here or to a restarted first step.
 */
function ResendForm({ email, onSent, onRateLimited }: ResendFormProps) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const request = useRequestRecoveryCode();
  const form = useApiForm({
    schema: recoveryCodeRequestSchema,
    defaultValues: { email, captcha_id: '', captcha: '' },
  });

  const captchaId = captcha.data?.captcha_id ?? '';
  useEffect(() => form.setValue('captcha_id', captchaId), [captchaId, form]);

  const refreshCaptcha = () => {
    form.setValue('captcha', '');
    void queryClient.refetchQueries({ queryKey: captchaQueryKey });
  };

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      onSent(await request.mutateAsync(body));
    } catch (error) {
      if (errorCode(error) === 'RATE_LIMITED') {
        onRateLimited(retryAfterSeconds(error) ?? 0);
        return;
      }
      // Every captcha is single-use: a failed try needs a new picture.
      refreshCaptcha();
      if (!form.placeFieldErrors(error)) {
        form.showBanner({ variant: 'danger', text: errorText(t, error, t('forgot_password.failed')) });
      }
    }
  });

  return (
    <form className={local.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.alternate}>{t('verify_email.resend_intro', { email })}</p>
      <FormBanner banner={form.banner} />
      <CaptchaField
        image={captcha.data?.image}
        isLoading={captcha.isFetching}
        onRefresh={refreshCaptcha}
        {...form.register('captcha')}
        loadFailed={captcha.isError}
        error={form.errorOf('captcha') ?? form.errorOf('captcha_id') ?? form.errorOf('email')}
      />
      <Button type="submit" variant="secondary" isBlock isBusy={request.isPending} disabled={!captcha.data}>
        {t('verify_email.resend_submit')}
      </Button>
    </form>
  );
}
