import { EXPIRY_SETTING_ACTIONS, type QueueItem } from '@portal/contracts';
import { errorCode, fieldError as fieldErrorOf } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Field, TextArea } from '@/components/field';
import ui from '@/components/ui.module.css';
import { dayEnd, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCompleteOperation, useRejectOperation } from './api';
import styles from './domains.module.css';

type Mode = 'complete' | 'reject' | null;

/**
 * Mark an order done (with the expiry the registry shows) or reject it with a reason (the customer is refunded).
 * Each asks for a confirmation in place; a second operator who was faster gets a clear message, not a repeat.
 */
export function QueueDecision({ item, onDone }: { item: QueueItem; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const complete = useCompleteOperation();
  const reject = useRejectOperation();
  const [mode, setMode] = useState<Mode>(null);
  const [day, setDay] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const needsExpiry = EXPIRY_SETTING_ACTIONS.includes(item.action);
  const domain = item.domain.display_name;
  const busy = complete.isPending || reject.isPending;

  const explain = (error: unknown) => {
    // Another operator decided first: the queue is read again, and this one is told so in words.
    if (errorCode(error) === 'CONFLICT') return t('domains.already_done');
    const field = fieldErrorOf(error, 'expires_at') ?? fieldErrorOf(error, 'reason');
    if (field) {
      setFieldError(field);
      return null;
    }
    return errorText(t, error, t('errors.INTERNAL'));
  };

  const submitComplete = async () => {
    setFailure(null);
    setFieldError(null);
    if (needsExpiry && !day) {
      setFieldError(t('validation.required'));
      return;
    }
    try {
      await complete.mutateAsync({
        id: item.operation_id,
        body: {
          ...(needsExpiry ? { expires_at: dayEnd(day) } : {}),
          ...(reference.trim() ? { registrar_reference: reference.trim() } : {}),
        },
      });
      onDone(t('domains.completed', { domain }));
    } catch (error) {
      setFailure(explain(error));
    }
  };

  const submitReject = async () => {
    setFailure(null);
    setFieldError(null);
    if (reason.trim().length < 3) {
      setFieldError(t('validation.too_short'));
      return;
    }
    try {
      await reject.mutateAsync({ id: item.operation_id, reason: reason.trim() });
      onDone(t('domains.rejected', { domain }));
    } catch (error) {
      setFailure(explain(error));
    }
  };

  const close = () => {
    setMode(null);
    setFieldError(null);
    setFailure(null);
  };

  if (mode === null) {
    return (
      <div className={styles.decisions}>
        <div className={ui.row}>
          <button className={ui.button} type="button" onClick={() => setMode('complete')}>
            {t('domains.complete')}
          </button>
          <button className={`${ui.button} ${ui.secondary}`} type="button" onClick={() => setMode('reject')}>
            {t('domains.reject')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className={`${styles.decisions} ${ui.form}`}
      noValidate
      aria-label={t(mode === 'complete' ? 'domains.complete_title' : 'domains.reject_title', { domain })}
      onSubmit={(event) => {
        event.preventDefault();
        void (mode === 'complete' ? submitComplete() : submitReject());
      }}
    >
      <h3>{t(mode === 'complete' ? 'domains.complete_title' : 'domains.reject_title', { domain })}</h3>
      <Banner tone="error">{failure}</Banner>
      {mode === 'complete' ? (
        <>
          {needsExpiry && (
            <Field
              label={t('domains.expiry')}
              hint={t('domains.expiry_hint')}
              type="date"
              required
              value={day}
              error={fieldError ?? undefined}
              onChange={(event) => setDay(event.target.value)}
            />
          )}
          <Field
            label={t('domains.reference')}
            maxLength={100}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </>
      ) : (
        <TextArea
          label={t('domains.reason')}
          hint={t('domains.reason_hint', { amount: formatSom(item.amount, currentLanguage()) })}
          maxLength={500}
          value={reason}
          error={fieldError ?? undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      <div className={ui.row}>
        <button
          className={`${ui.button} ${mode === 'reject' ? ui.danger : ''}`}
          type="submit"
          disabled={busy}
        >
          {t(mode === 'complete' ? 'domains.confirm_complete' : 'domains.confirm_reject')}
        </button>
        <button className={`${ui.button} ${ui.secondary}`} type="button" onClick={close}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
