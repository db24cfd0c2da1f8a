import { type SavedCard, topUpAmountFormSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useMerchants } from '../../api/get-merchants';
import { useChargeCard } from '../../api/saved-cards';
import styles from './cards.module.css';

/** Without the method list yet, the server's bounds still apply (it answers the amount's field error). */
const FALLBACK_BOUNDS = { min: 1, max: 100_000_000 };

/** A one-tap top-up from a saved card: the amount, then the charge (once, whatever the taps). */
export function CardTopUp({ card }: { card: SavedCard }) {
  const { t } = useTranslation(['cards', 'validation']);
  const lang = currentLanguage();
  const payme = useMerchants().data?.find((merchant) => merchant.id === 'payme');
  const bounds = payme ? { min: payme.min_amount, max: payme.max_amount } : FALLBACK_BOUNDS;
  const schema = useMemo(() => topUpAmountFormSchema(bounds.min, bounds.max), [bounds.min, bounds.max]);
  const charge = useChargeCard(card.id);
  const form = useApiForm({ schema, defaultValues: { amount: '' } });
  const typed = String(form.watch('amount') ?? '');
  const onSubmit = form.handleSubmit(async () => {
    form.showBanner(undefined);
    try {
      const result = await charge.mutateAsync({ amount: typed.trim() });
      form.showBanner(
        result.state === 'paid'
          ? { variant: 'success', text: t('top_up.paid', { amount: formatSom(result.amount, lang) }) }
          : { variant: 'info', text: t('top_up.paying') },
      );
      form.reset({ amount: '' });
    } catch (error) {
      form.showError(error, t('errors.charge_failed'));
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('top_up.amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={bounds.min}
        max={bounds.max}
        hint={
          payme
            ? t('top_up.bounds', { min: formatSom(bounds.min, lang), max: formatSom(bounds.max, lang) })
            : undefined
        }
        error={form.errorOf('amount')}
        {...form.register('amount')}
      />
      <FormBanner banner={form.banner} />
      <Button type="submit" isBusy={charge.isPending} disabled={typed.trim() === ''}>
        {t('top_up.submit', { number: card.masked_number.slice(-4) })}
      </Button>
    </form>
  );
}
