import type { MerchantInfo } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCreateInvoice } from '../api/create-invoice';
import { amountErrorCode } from './amount';
import styles from './top-up.module.css';

/** Spec §2/§4: a numeric amount (step 0.01) within the method's bounds; submit sends the browser to the provider. */
export function AmountForm({ merchant }: { merchant: MerchantInfo }) {
  const { t } = useTranslation(['balance', 'validation']);
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const createInvoice = useCreateInvoice();
  const lang = currentLanguage();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const code = amountErrorCode(amount, merchant.min_amount, merchant.max_amount);
    setFieldError(code ? t(`validation:${code}`) : undefined);
    if (code) return;
    try {
      // Sent as text so 0.1 + 0.2 style float drift never reaches the server.
      const invoice = await createInvoice.mutateAsync({ merchant: merchant.id, amount: amount.trim() });
      if (invoice.payment_url) browserLocation.assign(invoice.payment_url);
      else setFormError(t('pay.no_url'));
    } catch (error) {
      const serverFieldError = error instanceof ApiError ? error.fieldError('amount') : undefined;
      if (serverFieldError) setFieldError(serverFieldError);
      else setFormError(t('pay.failed'));
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('pay.amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={merchant.min_amount}
        max={merchant.max_amount}
        name="amount"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setFieldError(undefined);
        }}
        hint={t('pay.bounds', {
          min: formatSom(merchant.min_amount, lang),
          max: formatSom(merchant.max_amount, lang),
        })}
        error={fieldError}
      />
      {formError && <Alert variant="danger">{formError}</Alert>}
      <Button
        type="submit"
        isBlock
        isBusy={createInvoice.isPending || createInvoice.isSuccess}
        disabled={amount.trim() === ''}
      >
        {t('pay.submit', { name: merchant.name })}
      </Button>
    </form>
  );
}
