import {
  completeOperationRequestSchema,
  EXPIRY_SETTING_ACTIONS,
  type QueueItem,
  rejectOperationRequestSchema,
} from '@portal/contracts';
import { errorCode } from '@portal/web-kit/api';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextArea, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/components/day-field';
import ui from '@/components/ui.module.css';
import { dayInput, optionalDayInput } from '@/lib/form-schemas';
import { dayEnd, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCompleteOperation } from './api/complete-operation';
import { useRejectOperation } from './api/reject-operation';
import styles from './domains.module.css';

type Mode = 'complete' | 'reject' | null;

/** The completion as the form holds it: the expiry is the date input's day (required where the action sets one). */
const completeFormSchema = (needsExpiry: boolean) =>
  completeOperationRequestSchema.extend({ expires_at: needsExpiry ? dayInput : optionalDayInput });

/**
 * Mark an order done (with the expiry the registry shows) or reject it with a reason (the customer is refunded).
 * Each asks for a confirmation in place; a second operator who was faster gets a clear message, not a repeat.
 */
export function QueueDecision({ item, onDone }: { item: QueueItem; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const complete = useCompleteOperation();
  const reject = useRejectOperation();
  const [mode, setMode] = useState<Mode>(null);
  const needsExpiry = EXPIRY_SETTING_ACTIONS.includes(item.action);
  const completeForm = useApiForm({
    schema: completeFormSchema(needsExpiry),
    defaultValues: { expires_at: '', registrar_reference: '' },
  });
  const rejectForm = useApiForm({ schema: rejectOperationRequestSchema, defaultValues: { reason: '' } });
  const form = mode === 'reject' ? rejectForm : completeForm;
  const domain = item.domain.display_name;
  const busy = complete.isPending || reject.isPending;

  /** Another operator decided first (CONFLICT): the queue is read again, and this one is told so in words. */
  const fail = (shown: typeof completeForm | typeof rejectForm, error: unknown) => {
    if (errorCode(error) === 'CONFLICT')
      shown.showBanner({ variant: 'danger', text: t('domains:already_done') });
    else shown.showError(error, t('errors:INTERNAL'));
  };

  const submitComplete = completeForm.handleSubmit(async ({ expires_at, registrar_reference }) => {
    completeForm.showBanner(undefined);
    try {
      await complete.mutateAsync({
        id: item.operation_id,
        body: {
          ...(needsExpiry && expires_at ? { expires_at: dayEnd(expires_at) } : {}),
          ...(registrar_reference ? { registrar_reference } : {}),
        },
      });
      onDone(t('domains:completed', { domain }));
    } catch (error) {
      fail(completeForm, error);
    }
  });

  const submitReject = rejectForm.handleSubmit(async ({ reason }) => {
    rejectForm.showBanner(undefined);
    try {
      await reject.mutateAsync({ id: item.operation_id, reason });
      onDone(t('domains:rejected', { domain }));
    } catch (error) {
      fail(rejectForm, error);
    }
  });

  const close = () => {
    setMode(null);
    completeForm.reset();
    rejectForm.reset();
    form.showBanner(undefined);
  };

  if (mode === null) {
    return (
      <div className={styles.decisions}>
        <div className={ui.row}>
          <Button type="button" onClick={() => setMode('complete')}>
            {t('domains:complete')}
          </Button>
          <Button variant="secondary" type="button" onClick={() => setMode('reject')}>
            {t('domains:reject')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className={`${styles.decisions} ${ui.form}`}
      noValidate
      aria-label={t(mode === 'complete' ? 'domains:complete_title' : 'domains:reject_title', { domain })}
      onSubmit={mode === 'complete' ? submitComplete : submitReject}
    >
      <h3>{t(mode === 'complete' ? 'domains:complete_title' : 'domains:reject_title', { domain })}</h3>
      <FormBanner banner={form.banner} />
      {mode === 'complete' ? (
        <>
          {needsExpiry && (
            <DayField
              form={completeForm}
              name="expires_at"
              label={t('domains:expiry')}
              hint={t('domains:expiry_hint')}
            />
          )}
          <TextField
            label={t('domains:reference')}
            maxLength={100}
            error={completeForm.errorOf('registrar_reference')}
            {...completeForm.register('registrar_reference')}
          />
        </>
      ) : (
        <TextArea
          label={t('domains:reason')}
          hint={t('domains:reason_hint', { amount: formatSom(item.amount, currentLanguage()) })}
          maxLength={500}
          error={rejectForm.errorOf('reason')}
          {...rejectForm.register('reason')}
        />
      )}
      <div className={ui.row}>
        <Button variant={mode === 'reject' ? 'danger' : 'primary'} type="submit" disabled={busy}>
          {t(mode === 'complete' ? 'domains:confirm_complete' : 'domains:confirm_reject')}
        </Button>
        <Button variant="secondary" type="button" onClick={close}>
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  );
}
