import {
  ADJUSTMENT_CATEGORIES,
  type BalanceAdjustmentRequest,
  balanceAdjustmentRequestSchema,
  type CustomerDetail,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Select, TextArea, TextField } from '@portal/web-kit/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useAdjustBalance } from './api/adjust-balance';
import styles from './customers.module.css';

/** The typed amount as signed som (the schema's own reading of it), for the confirmation to repeat. */
const somOf = (amount: BalanceAdjustmentRequest['amount']) => {
  const parsed = balanceAdjustmentRequestSchema.shape.amount.safeParse(amount);
  return parsed.success ? parsed.data / 100 : 0;
};

/**
 * Credit or debit by hand: a signed amount in som, a category and the reason the customer will read. Nothing is
 * sent before staff confirm the amount, with its sign, and whose balance it is; a large one waits for a second
 * person (the answer says so).
 */
export function AdjustBalanceForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const adjust = useAdjustBalance(customer.id);
  const [confirming, setConfirming] = useState<BalanceAdjustmentRequest | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const form = useApiForm({
    schema: balanceAdjustmentRequestSchema,
    defaultValues: { amount: '', category: 'compensation', reason: '' },
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  // The form sends what staff typed (som): the schema checks it here, its transform to tiyin is the server's.
  const review = form.handleSubmit(() => {
    form.showBanner(undefined);
    setConfirming(form.getValues());
  });

  const send = async (values: BalanceAdjustmentRequest) => {
    try {
      const result = await adjust.mutateAsync(values);
      const balance = formatSom(result.balance, lang);
      form.showBanner({
        variant: 'success',
        text: result.outcome === 'pending' ? t('adjust:pending', { balance }) : t('adjust:done', { balance }),
      });
      form.reset();
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    } finally {
      setConfirming(null);
    }
  };

  const som = confirming ? somOf(confirming.amount) : 0;
  const signed = `${som > 0 ? '+' : '−'}${t('common:som', { amount: formatSom(Math.abs(som), lang) })}`;
  const who = `${customer.firstname} ${customer.lastname} (${customer.email})`;

  return (
    <form className={ui.form} onSubmit={review} noValidate aria-labelledby="adjust-title">
      <h2 id="adjust-title">{t('adjust:title')}</h2>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('adjust:amount')}
        hint={t('adjust:amount_hint')}
        inputMode="decimal"
        autoComplete="off"
        readOnly={confirming !== null}
        error={form.errorOf('amount')}
        {...form.register('amount')}
      />
      <Select
        label={t('adjust:category')}
        error={form.errorOf('category')}
        disabled={confirming !== null}
        {...form.register('category')}
      >
        {ADJUSTMENT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`adjust:categories.${category}`)}
          </option>
        ))}
      </Select>
      <TextArea
        label={t('adjust:reason')}
        hint={t('adjust:reason_hint')}
        maxLength={500}
        readOnly={confirming !== null}
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
      {confirming ? (
        <fieldset className={styles.confirm} aria-describedby="adjust-confirm-text">
          <legend>{t('adjust:confirm_title')}</legend>
          <p id="adjust-confirm-text">
            {som > 0
              ? t('adjust:confirm_credit', { amount: signed, customer: who })
              : t('adjust:confirm_debit', { amount: signed, customer: who })}
          </p>
          <p className={ui.hint}>
            {t(`adjust:categories.${confirming.category}`)} · {confirming.reason}
          </p>
          <div className={ui.row}>
            <Button
              ref={confirmRef}
              variant={som < 0 ? 'danger' : 'primary'}
              type="button"
              disabled={adjust.isPending}
              onClick={() => void send(confirming)}
            >
              {t('adjust:confirm_yes', { amount: signed })}
            </Button>
            <Button variant="secondary" type="button" onClick={() => setConfirming(null)}>
              {t('adjust:confirm_back')}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {t('adjust:submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
