import { recoveryCodesRenewRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/form/form.module.css';
import { useRenewRecoveryCodes } from '../api/two-factor';
import { PasswordAndCodeFields } from './password-and-code-fields';
import styles from './two-factor-settings.module.css';

/**
 * "New recovery codes": the password and a code (from the app, or one of the old recovery codes) replace all
 * ten; the new ones are shown once, as at enabling.
 */
export function RecoveryCodesRenewal({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const { t } = useTranslation(['security', 'common', 'validation', 'errors']);
  const renew = useRenewRecoveryCodes();
  const form = useApiForm({
    schema: recoveryCodesRenewRequestSchema,
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      onRenewed((await renew.mutateAsync(body)).recovery_codes);
    } catch (error) {
      form.showError(error, t('common.failed'));
    }
  });

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="recovery-codes-renewal"
      noValidate
    >
      <h2 id="recovery-codes-renewal" className={styles.heading}>
        {t('two_factor.renew_title')}
      </h2>
      <p className={styles.text}>{t('two_factor.renew_intro')}</p>
      <FormBanner banner={form.banner} />
      <PasswordAndCodeFields form={form} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" isBusy={renew.isPending}>
          {t('two_factor.renew')}
        </Button>
      </div>
    </form>
  );
}
