import { blockCustomerRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextArea } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { useBlock } from './api/block-customer';
import { useEndSessions } from './api/end-sessions';
import { useUnblock } from './api/unblock-customer';
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
  const [confirmEnd, setConfirmEnd] = useState(false);
  const form = useApiForm({ schema: blockCustomerRequestSchema, defaultValues: { reason: '' } });

  const run = async (action: () => Promise<unknown>, success: string) => {
    form.showBanner(undefined);
    try {
      await action();
      form.showBanner({ variant: 'success', text: success });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  };

  const submitBlock = form.handleSubmit((values) =>
    run(async () => {
      await block.mutateAsync(values);
      form.reset();
    }, t('access:blocked_done')),
  );

  return (
    <div className={ui.form}>
      <h2>{t('access:title')}</h2>
      <FormBanner banner={form.banner} />
      {blockedReason !== null ? (
        <div className={ui.form}>
          <p>{t('access:blocked_because', { reason: blockedReason })}</p>
          <Button
            variant="secondary"
            type="button"
            disabled={unblock.isPending}
            onClick={() => void run(() => unblock.mutateAsync(null), t('access:unblocked_done'))}
          >
            {t('access:unblock')}
          </Button>
        </div>
      ) : (
        <form className={ui.form} onSubmit={submitBlock} noValidate>
          <TextArea
            label={t('access:reason')}
            hint={t('access:reason_hint')}
            maxLength={500}
            error={form.errorOf('reason')}
            {...form.register('reason')}
          />
          <Button variant="danger" type="submit" disabled={block.isPending}>
            {t('access:block')}
          </Button>
        </form>
      )}
      {confirmEnd ? (
        <fieldset className={styles.row}>
          <legend>{t('access:end_sessions_confirm')}</legend>
          <Button
            variant="danger"
            type="button"
            onClick={() => {
              setConfirmEnd(false);
              void run(() => endSessions.mutateAsync(null), t('access:sessions_ended'));
            }}
          >
            {t('access:end_sessions_yes')}
          </Button>
          <Button variant="secondary" type="button" onClick={() => setConfirmEnd(false)}>
            {t('common:cancel')}
          </Button>
        </fieldset>
      ) : (
        <Button variant="secondary" type="button" onClick={() => setConfirmEnd(true)}>
          {t('access:end_sessions')}
        </Button>
      )}
    </div>
  );
}
