import {
  type TotpSetup,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpSetupRequestSchema,
} from '@portal/contracts';
import { type Banner, FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Card, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/form/form.module.css';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useDisableTotp, useEnableTotp, useSetUpTotp, useTwoFactorStatus } from '../api/two-factor';
import { PasswordAndCodeFields } from './password-and-code-fields';
import { RecoveryCodesList } from './recovery-codes-list';
import { RecoveryCodesRenewal } from './recovery-codes-renewal';
import { TotpKey } from './totp-key';
import { TotpQrCode } from './totp-qr-code';
import styles from './two-factor-settings.module.css';

/** /user/2fa: turn the authenticator app on (QR code, first code, recovery codes once) or off. */
export function TwoFactorSettings() {
  const { t } = useTranslation(['security', 'common']);
  const status = useTwoFactorStatus();
  // The recovery codes live only in this state: the server never shows them again.
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; isRenewal: boolean } | null>(null);
  const [banner, setBanner] = useState<Banner>();

  if (recoveryCodes) {
    return (
      <RecoveryCodesList
        codes={recoveryCodes.codes}
        title={recoveryCodes.isRenewal ? t('two_factor.new_codes_title') : t('two_factor.codes_title')}
        onDone={() => {
          setRecoveryCodes(null);
          const done = recoveryCodes.isRenewal ? t('two_factor.renewed') : t('two_factor.enabled');
          setBanner({ variant: 'success', text: done });
        }}
      />
    );
  }
  if (status.isPending) return <Spinner label={t('common:loading')} isLabelShown />;
  if (status.isError) return <Alert variant="danger">{t('two_factor.load_failed')}</Alert>;
  return (
    <div className={styles.screen}>
      <FormBanner banner={banner} />
      {status.data.enabled ? (
        <EnabledState
          enabledAt={status.data.enabled_at}
          codesLeft={status.data.recovery_codes_left}
          resetAt={status.data.reset_at}
          onDisabled={() => setBanner({ variant: 'success', text: t('two_factor.disabled') })}
          onRenewed={(codes) => {
            setBanner(undefined);
            setRecoveryCodes({ codes, isRenewal: true });
          }}
        />
      ) : (
        <SetupFlow
          onEnabled={(codes) => {
            setBanner(undefined);
            setRecoveryCodes({ codes, isRenewal: false });
          }}
        />
      )}
    </div>
  );
}

function SetupFlow({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation(['security', 'common', 'validation', 'errors']);
  const setUp = useSetUpTotp();
  const enable = useEnableTotp();
  // The password typed to start is sent again with the code: the server asks for it at both steps.
  const [setup, setSetup] = useState<{ totp: TotpSetup; password: string } | null>(null);
  const startForm = useApiForm({ schema: totpSetupRequestSchema, defaultValues: { password: '' } });
  const form = useApiForm({
    schema: totpEnableRequestSchema.pick({ code: true }),
    defaultValues: { code: '' },
  });

  const onStart = startForm.handleSubmit(async (body) => {
    startForm.showBanner(undefined);
    try {
      setSetup({ totp: await setUp.mutateAsync(body), password: body.password });
    } catch (error) {
      startForm.showError(error, t('common.failed'));
    }
  });

  const onSubmit = form.handleSubmit(async (body) => {
    if (!setup) return;
    form.showBanner(undefined);
    try {
      onEnabled((await enable.mutateAsync({ ...body, password: setup.password })).recovery_codes);
    } catch (error) {
      form.showError(error, t('common.failed'));
    }
  });

  if (!setup) {
    return (
      <Card as="section" className={styles.card} aria-labelledby="two-factor-off">
        <h2 id="two-factor-off" className={styles.heading}>
          {t('two_factor.status_off')}
        </h2>
        <p className={styles.text}>{t('two_factor.intro')}</p>
        <form className={formStyles.form} onSubmit={(event) => void onStart(event)} noValidate>
          <p className={styles.text}>{t('two_factor.start_password')}</p>
          <FormBanner banner={startForm.banner} />
          <TextField
            label={t('two_factor.password')}
            type="password"
            autoComplete="current-password"
            {...startForm.register('password')}
            error={startForm.errorOf('password')}
          />
          <div className={styles.actions}>
            <Button type="submit" isBusy={setUp.isPending}>
              {t('two_factor.start')}
            </Button>
          </div>
        </form>
      </Card>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.text}>{t('two_factor.step_scan')}</p>
      <TotpQrCode url={setup.totp.otpauth_url} label={t('two_factor.qr_alt')} />
      <TotpKey secret={setup.totp.secret} otpauthUrl={setup.totp.otpauth_url} />
      <p className={styles.text}>{t('two_factor.step_confirm')}</p>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('two_factor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        {...form.register('code')}
        error={form.errorOf('code')}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={enable.isPending}>
          {t('two_factor.enable')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
          {t('two_factor.cancel')}
        </Button>
      </div>
    </form>
  );
}

type EnabledStateProps = {
  enabledAt: string | null;
  codesLeft: number;
  resetAt: string | null;
  onDisabled: () => void;
  onRenewed: (codes: string[]) => void;
};

function EnabledState({ enabledAt, codesLeft, resetAt, onDisabled, onRenewed }: EnabledStateProps) {
  const { t } = useTranslation(['security', 'common', 'validation', 'errors']);
  const lang = currentLanguage();
  const disable = useDisableTotp();
  const form = useApiForm({ schema: totpDisableRequestSchema, defaultValues: { password: '', code: '' } });

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await disable.mutateAsync(body);
      onDisabled();
    } catch (error) {
      form.showError(error, t('common.failed'));
    }
  });

  return (
    <>
      <Card as="section" className={styles.card} aria-labelledby="two-factor-on">
        <h2 id="two-factor-on" className={styles.heading}>
          {enabledAt ? t('two_factor.status_on', { date: formatDate(enabledAt, lang) }) : null}
        </h2>
        <p className={styles.text}>{t('two_factor.codes_left', { left: codesLeft })}</p>
        {resetAt && (
          <Alert variant="warning">
            {t('two_factor.reset_pending', { date: formatDate(resetAt, lang) })}
          </Alert>
        )}
      </Card>
      <RecoveryCodesRenewal onRenewed={onRenewed} />
      <form
        className={formStyles.form}
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="two-factor-disable"
        noValidate
      >
        <h2 id="two-factor-disable" className={styles.heading}>
          {t('two_factor.disable_title')}
        </h2>
        <p className={styles.text}>{t('two_factor.disable_intro')}</p>
        <FormBanner banner={form.banner} />
        <PasswordAndCodeFields form={form} />
        <Button type="submit" variant="danger" isBusy={disable.isPending}>
          {t('two_factor.disable')}
        </Button>
      </form>
    </>
  );
}
