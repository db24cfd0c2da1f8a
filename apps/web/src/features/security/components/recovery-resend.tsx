import { recoveryCodeRequestSchema } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { captchaQueryKey, useCaptcha } from '@/components/captcha/get-captcha';
import { FormBanner } from '@/components/form/banner';
import styles from '@/components/form/form.module.css';
import { errorBannerText } from '@/components/form/server-errors';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
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
 * "Didn't get the code?": the recovery request again for the stored e-mail. The API wants a fresh captcha
 * for it, so the picture appears only once asked for. Every answer reads the same whether or not the e-mail
 * has an account: the API answers alike, and so do these texts.
 */
export function RecoveryResend({ email, initialCooldown, onSent }: Props) {
  const { t } = useTranslation(['security', 'validation', 'errors']);
  const queryClient = useQueryClient();
  const titleId = useId();
  const [cooldown, startCooldown] = useCooldown(initialCooldown);
  const [isOpen, setIsOpen] = useState(false);
  const captcha = useCaptcha(isOpen);
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

  const waitFor = (seconds: number) => {
    startCooldown(seconds);
    setIsOpen(false);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      const sent = await request.mutateAsync(body);
      storeRecovery(email, sent.session_id, Date.now() + sent.resend_after * 1000);
      form.reset({ email, captcha_id: '', captcha: '' });
      waitFor(sent.resend_after);
      form.showBanner({ variant: 'info', text: t('verify_email.resent', { email }) });
      onSent(sent.session_id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
        // Another tab or an earlier try asked moments ago: show the API's wait instead of a dead end.
        const seconds = error.retryAfterSeconds ?? 0;
        waitFor(seconds);
        form.showBanner({ variant: 'warning', text: t('verify_email.resend_wait', { seconds }) });
        return;
      }
      // Every captcha is single-use: a failed try needs a new picture.
      refreshCaptcha();
      if (!form.placeFieldErrors(error)) {
        form.showBanner({ variant: 'danger', text: errorBannerText(t, error, t('forgot_password.failed')) });
      }
    }
  });

  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <h2 id={titleId} className={local.title}>
        {t('verify_email.no_code')}
      </h2>
      <FormBanner banner={form.banner} />
      {isOpen && cooldown === 0 ? (
        <form className={local.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className={styles.alternate}>{t('verify_email.resend_intro', { email })}</p>
          <CaptchaField
            image={captcha.data?.image}
            isLoading={captcha.isFetching}
            onRefresh={refreshCaptcha}
            {...form.register('captcha')}
            error={
              captcha.isError
                ? t('captcha.load_failed')
                : (form.errorOf('captcha') ?? form.errorOf('captcha_id') ?? form.errorOf('email'))
            }
          />
          <Button
            type="submit"
            variant="secondary"
            isBlock
            isBusy={request.isPending}
            disabled={!captcha.data}
          >
            {t('verify_email.resend_submit')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" isBlock disabled={cooldown > 0} onClick={() => setIsOpen(true)}>
          {cooldown > 0 ? t('common.resend_in', { seconds: cooldown }) : t('common.resend')}
        </Button>
      )}
    </section>
  );
}
