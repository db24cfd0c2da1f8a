import { twoFactorCodeFormSchema } from '@portal/contracts';
import { fieldError } from '@portal/web-kit/api';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form/form.module.css';
import { FormFields } from '@/components/form/form-fields';
import { useAnswerTwoFactor } from '../api/login-two-factor';
import local from './two-factor-step.module.css';

type TwoFactorStepProps = {
  challengeId: string;
  remember: boolean;
  onLoggedIn: () => void;
  /** Back to the password: the challenge ended (five wrong codes, five minutes) or the customer asked. */
  onRestart: () => void;
};

/** The login's second step: the code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ challengeId, remember, onLoggedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const [isRecovery, setIsRecovery] = useState(false);
  const [hasEnded, setHasEnded] = useState(false);
  const answer = useAnswerTwoFactor();
  const form = useApiForm({ schema: twoFactorCodeFormSchema, defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    form.showBanner(undefined);
    try {
      await answer.mutateAsync({ challengeId, code, remember });
      onLoggedIn();
    } catch (error) {
      // An ended challenge (five wrong codes, five minutes) cannot be answered again: the banner says why and
      // the way back is the password.
      const endedBecause = fieldError(error, 'challenge_id');
      if (endedBecause) {
        setHasEnded(true);
        form.showBanner({ variant: 'danger', text: endedBecause });
      } else {
        form.showError(error, t('login.unknown_error'));
      }
    }
  });

  const switchMode = () => {
    setIsRecovery((value) => !value);
    form.reset({ code: '' });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormFields>
        <h2 className={local.title}>{t('login.two_factor.title')}</h2>
        <p className={local.intro}>
          {t(isRecovery ? 'login.two_factor.intro_recovery' : 'login.two_factor.intro')}
        </p>
        <FormBanner banner={form.banner} />
        <TextField
          key={isRecovery ? 'recovery' : 'app'}
          label={t(isRecovery ? 'login.two_factor.recovery_code' : 'login.two_factor.code')}
          autoComplete="one-time-code"
          inputMode={isRecovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={isRecovery ? 16 : 6}
          disabled={hasEnded}
          {...form.register('code')}
          error={form.errorOf('code')}
        />
        {hasEnded ? (
          <Button type="button" isBlock onClick={onRestart}>
            {t('login.two_factor.back')}
          </Button>
        ) : (
          <Button type="submit" isBlock isBusy={answer.isPending}>
            {t('login.two_factor.submit')}
          </Button>
        )}
        <p className={styles.links}>
          {!hasEnded && (
            <Button type="button" variant="ghost" onClick={switchMode}>
              {t(isRecovery ? 'login.two_factor.use_app' : 'login.two_factor.use_recovery')}
            </Button>
          )}
          {!hasEnded && (
            <Button type="button" variant="ghost" onClick={onRestart}>
              {t('login.two_factor.back')}
            </Button>
          )}
        </p>
      </FormFields>
    </form>
  );
}
