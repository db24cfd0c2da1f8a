import { zodResolver } from '@hookform/resolvers/zod';
import { type RedeemPromoCodeRequest, redeemPromoCodeRequestSchema } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useRedeemPromoCode } from '../api/redeem-promo-code';
import styles from './promo-codes.module.css';

type Outcome = { kind: 'success'; amount: number } | { kind: 'error'; text: string } | null;

/** The "enter a code" tile: the server's field error shows under the input, other failures as a banner. */
export function RedeemForm() {
  const { t } = useTranslation(['promo', 'validation', 'errors']);
  const redeem = useRedeemPromoCode();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RedeemPromoCodeRequest>({
    resolver: zodResolver(redeemPromoCodeRequestSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const result = await redeem.mutateAsync(body);
      reset();
      setOutcome({ kind: 'success', amount: result.amount });
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldError('code') : undefined;
      if (fieldMessage) {
        setError('code', { type: 'server', message: fieldMessage }, { shouldFocus: true });
        return;
      }
      const code =
        error instanceof ApiError && error.code === 'RATE_LIMITED' ? 'errors:RATE_LIMITED' : 'redeem.failed';
      setOutcome({ kind: 'error', text: t(code) });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('redeem.label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...register('code')}
        error={fieldErrorText(t, errors.code)}
      />
      <Button type="submit" isBlock isBusy={redeem.isPending}>
        {t('redeem.submit')}
      </Button>
      {outcome?.kind === 'success' && (
        <Alert variant="success">
          {t('redeem.success', {
            amount: t('som', { amount: formatSom(outcome.amount, currentLanguage()) }),
          })}
        </Alert>
      )}
      {outcome?.kind === 'error' && <Alert variant="danger">{outcome.text}</Alert>}
    </form>
  );
}
