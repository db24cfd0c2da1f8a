import { redeemPromoCodeRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useRedeemPromoCode } from '../api/redeem-promo-code';
import styles from './promo-codes.module.css';

/** The "enter a code" tile: the server's field error shows under the input, other failures as a banner. */
export function RedeemForm() {
  const { t } = useTranslation(['promo', 'validation', 'errors']);
  const redeem = useRedeemPromoCode();
  const form = useApiForm({ schema: redeemPromoCodeRequestSchema, defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      const result = await redeem.mutateAsync(body);
      form.reset();
      const amount = t('som', { amount: formatSom(result.amount, currentLanguage()) });
      form.showBanner({ variant: 'success', text: t('redeem.success', { amount }) });
    } catch (error) {
      if (form.showError(error, t('redeem.failed'))) form.setFocus('code');
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('redeem.label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.register('code')}
        error={form.errorOf('code')}
      />
      <Button type="submit" isBlock isBusy={redeem.isPending}>
        {t('redeem.submit')}
      </Button>
      <FormBanner banner={form.banner} />
    </form>
  );
}
