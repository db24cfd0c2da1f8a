import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADJUSTMENT_CATEGORIES,
  type BalanceAdjustmentRequest,
  balanceAdjustmentRequestSchema,
} from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Field, SelectField, TextArea } from '@/components/field';
import ui from '@/components/ui.module.css';
import { applyServerErrors } from '@/lib/form-errors';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useAdjustBalance } from './api';

const FIELDS = ['amount', 'category', 'reason'] as const;

/** Credit or debit by hand: a signed amount in som, a category and the reason the customer will read. */
export function AdjustBalanceForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const adjust = useAdjustBalance(customerId);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<BalanceAdjustmentRequest>({
    // raw: the form sends what staff typed (som); the schema's transform to tiyin is the server's business.
    resolver: zodResolver(balanceAdjustmentRequestSchema, undefined, { raw: true }),
    defaultValues: { amount: '', category: 'compensation', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (code: string | undefined) =>
    code ? t(`validation.${code}`, { defaultValue: code }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    try {
      const result = (await adjust.mutateAsync(values)) as { balance: number };
      setDone(t('adjust.done', { balance: formatSom(result.balance, currentLanguage()) }));
      form.reset();
    } catch (error) {
      setFailure(applyServerErrors(error, FIELDS, form.setError, t));
    }
  });

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="adjust-title">
      <h2 id="adjust-title">{t('adjust.title')}</h2>
      <Banner tone="error">{failure}</Banner>
      <Banner tone="success">{done}</Banner>
      <Field
        label={t('adjust.amount')}
        hint={t('adjust.amount_hint')}
        inputMode="decimal"
        autoComplete="off"
        error={message(errors.amount?.message)}
        {...form.register('amount')}
      />
      <SelectField
        label={t('adjust.category')}
        error={message(errors.category?.message)}
        {...form.register('category')}
      >
        {ADJUSTMENT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`adjust.categories.${category}`)}
          </option>
        ))}
      </SelectField>
      <TextArea
        label={t('adjust.reason')}
        hint={t('adjust.reason_hint')}
        maxLength={500}
        error={message(errors.reason?.message)}
        {...form.register('reason')}
      />
      <button className={ui.button} type="submit" disabled={isSubmitting}>
        {t('adjust.submit')}
      </button>
    </form>
  );
}
