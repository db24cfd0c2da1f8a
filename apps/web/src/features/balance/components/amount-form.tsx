import { type MerchantInfo, topUpAmountFormSchema } from '@portal/contracts';
import { isUnexpectedAnswer } from '@portal/web-kit/api';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '@/lib/browser-location';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCreateInvoice } from '../api/create-invoice';
import styles from './top-up.module.css';

/** docs/product/balance.md: a numeric amount (step 0.01) within the method's bounds; submit sends the browser to the provider. */
export function AmountForm({
  merchant,
  initialAmount = '',
}: {
  merchant: MerchantInfo;
  initialAmount?: string;
}) {
  const { t } = useTranslation(['balance', 'validation']);
  const createInvoice = useCreateInvoice();
  const lang = currentLanguage();
  const schema = useMemo(
    () => topUpAmountFormSchema(merchant.min_amount, merchant.max_amount),
    [merchant.min_amount, merchant.max_amount],
  );
  const form = useApiForm({ schema, defaultValues: { amount: initialAmount } });
  const typed = String(form.watch('amount') ?? '');

  const onSubmit = form.handleSubmit(async () => {
    form.showBanner(undefined);
    try {
      // The typed text goes as it is, so 0.1 + 0.2 style float drift never reaches the server.
      const invoice = await createInvoice.mutateAsync({ merchant: merchant.id, amount: typed.trim() });
      if (invoice.payment_url) browserLocation.assign(invoice.payment_url);
      else form.showBanner({ variant: 'danger', text: t('pay.no_url') });
    } catch (error) {
      // docs/product/messages.md: an answer without the payment link has its own words.
      if (isUnexpectedAnswer(error)) form.showBanner({ variant: 'danger', text: t('pay.no_url') });
      else form.showError(error, t('pay.failed'));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t('pay.amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={merchant.min_amount}
        max={merchant.max_amount}
        {...form.register('amount')}
        hint={t('pay.bounds', {
          min: formatSom(merchant.min_amount, lang),
          max: formatSom(merchant.max_amount, lang),
        })}
        error={form.errorOf('amount')}
      />
      <FormBanner banner={form.banner} />
      <Button
        type="submit"
        isBlock
        isBusy={createInvoice.isPending || createInvoice.isSuccess}
        disabled={typed.trim() === ''}
      >
        {t('pay.submit', { name: merchant.name })}
      </Button>
    </form>
  );
}
