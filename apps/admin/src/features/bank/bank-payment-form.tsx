import { bankPaymentRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/components/day-field';
import ui from '@/components/ui.module.css';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useRecordBankPayment } from './api/bank';
import styles from './bank.module.css';

/** One bank payment recorded by hand: the invoice's reference, the amount, the payer's STIR, the day. */
export function BankPaymentForm() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const record = useRecordBankPayment();
  const form = useApiForm({
    schema: bankPaymentRequestSchema,
    defaultValues: { reference: '', amount: '', payer_stir: '', paid_on: '', purpose: '' },
  });

  const onSubmit = form.handleSubmit(async () => {
    form.showBanner(undefined);
    try {
      // The typed amount goes as it is (som), so float drift never reaches the server.
      const values = form.getValues();
      const payment = await record.mutateAsync({ ...values, amount: String(values.amount).trim() });
      form.reset();
      form.showBanner({
        variant: 'success',
        text: t('bank:recorded', {
          amount: t('common:som', { amount: formatSom(payment.amount, lang) }),
          reference: payment.reference,
          customer: payment.customer_id,
        }),
      });
    } catch (error) {
      form.showError(error, t('bank:record_failed'));
    }
  });

  return (
    <Card as="section" className={styles.section} aria-labelledby="bank-payment-title">
      <h2 id="bank-payment-title">{t('bank:record_title')}</h2>
      <p className={ui.hint}>{t('bank:record_hint')}</p>
      <form className={ui.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormBanner banner={form.banner} />
        <div className={ui.fields}>
          <TextField
            label={t('bank:reference')}
            {...form.register('reference')}
            error={form.errorOf('reference')}
          />
          <TextField
            label={t('bank:amount')}
            type="number"
            step="0.01"
            inputMode="decimal"
            {...form.register('amount')}
            error={form.errorOf('amount')}
          />
          <TextField
            label={t('bank:payer_stir')}
            inputMode="numeric"
            {...form.register('payer_stir')}
            error={form.errorOf('payer_stir')}
          />
          <DayField form={form} name="paid_on" label={t('bank:paid_on')} />
        </div>
        <TextField label={t('bank:purpose')} {...form.register('purpose')} error={form.errorOf('purpose')} />
        <div className={ui.row}>
          <Button type="submit" isBusy={record.isPending}>
            {t('bank:record')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
