import { zodResolver } from '@hookform/resolvers/zod';
import { blockCustomerRequestSchema } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { TextArea } from '@/components/field';
import ui from '@/components/ui.module.css';
import { applyServerErrors } from '@/lib/form-errors';
import { useBlock, useEndSessions, useUnblock } from './api';
import styles from './customers.module.css';

/** Block with a reason (sessions end, login is refused), unblock, or end every session; each is audited. */
export function AccessActions({
  customerId,
  blockedReason,
}: {
  customerId: number;
  blockedReason: string | null;
}) {
  const { t } = useTranslation();
  const block = useBlock(customerId);
  const unblock = useUnblock(customerId);
  const endSessions = useEndSessions(customerId);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(blockCustomerRequestSchema),
    defaultValues: { reason: '' },
  });
  const reasonError = form.formState.errors.reason?.message;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setFailure(null);
    setDone(null);
    try {
      await action();
      setDone(success);
    } catch (error) {
      setFailure(applyServerErrors(error, ['reason'], form.setError, t));
    }
  };

  const submitBlock = form.handleSubmit((values) =>
    run(async () => {
      await block.mutateAsync(values);
      form.reset();
    }, t('access.blocked_done')),
  );

  return (
    <div className={ui.form}>
      <h2>{t('access.title')}</h2>
      <Banner tone="error">{failure}</Banner>
      <Banner tone="success">{done}</Banner>
      {blockedReason !== null ? (
        <div className={ui.form}>
          <p>{t('access.blocked_because', { reason: blockedReason })}</p>
          <button
            className={`${ui.button} ${ui.secondary}`}
            type="button"
            disabled={unblock.isPending}
            onClick={() => void run(() => unblock.mutateAsync(null), t('access.unblocked_done'))}
          >
            {t('access.unblock')}
          </button>
        </div>
      ) : (
        <form className={ui.form} onSubmit={submitBlock} noValidate>
          <TextArea
            label={t('access.reason')}
            hint={t('access.reason_hint')}
            maxLength={500}
            error={reasonError ? t(`validation.${reasonError}`, { defaultValue: reasonError }) : undefined}
            {...form.register('reason')}
          />
          <button className={`${ui.button} ${ui.danger}`} type="submit" disabled={block.isPending}>
            {t('access.block')}
          </button>
        </form>
      )}
      {confirmEnd ? (
        <fieldset className={styles.row}>
          <legend>{t('access.end_sessions_confirm')}</legend>
          <button
            className={`${ui.button} ${ui.danger}`}
            type="button"
            onClick={() => {
              setConfirmEnd(false);
              void run(() => endSessions.mutateAsync(null), t('access.sessions_ended'));
            }}
          >
            {t('access.end_sessions_yes')}
          </button>
          <button
            className={`${ui.button} ${ui.secondary}`}
            type="button"
            onClick={() => setConfirmEnd(false)}
          >
            {t('common.cancel')}
          </button>
        </fieldset>
      ) : (
        <button className={`${ui.button} ${ui.secondary}`} type="button" onClick={() => setConfirmEnd(true)}>
          {t('access.end_sessions')}
        </button>
      )}
    </div>
  );
}
