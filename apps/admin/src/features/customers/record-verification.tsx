import { type CustomerDetail, rejectRecordRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextArea } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { useApproveRecord } from './api/approve-record';
import { useRejectRecord } from './api/reject-record';
import styles from './customers.module.css';

type CustomerRecord = CustomerDetail['records'][number];

/**
 * Approve a registrant record after comparing it with its scans, or reject it with a reason the customer reads.
 * Only an approved record may register .uz names; the customer's next edit sends it back for a new check.
 */
export function RecordVerification({ customerId, record }: { customerId: number; record: CustomerRecord }) {
  const { t } = useTranslation();
  const approve = useApproveRecord(customerId);
  const reject = useRejectRecord(customerId);
  const [rejecting, setRejecting] = useState(false);
  const form = useApiForm({ schema: rejectRecordRequestSchema, defaultValues: { reason: '' } });
  const submitReject = form.handleSubmit(async ({ reason }) => {
    form.showBanner(undefined);
    try {
      await reject.mutateAsync({ recordId: record.id, reason });
      setRejecting(false);
      form.reset();
      form.showBanner({ variant: 'success', text: t('records:rejected_done') });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <div className={ui.form}>
      <FormBanner banner={form.banner} />
      {rejecting ? (
        <form className={ui.form} noValidate onSubmit={submitReject}>
          <TextArea
            label={t('records:reject_reason')}
            maxLength={500}
            error={form.errorOf('reason')}
            {...form.register('reason')}
          />
          <div className={styles.row}>
            <Button variant="danger" type="submit" disabled={reject.isPending}>
              {t('records:reject')}
            </Button>
            <Button variant="secondary" type="button" onClick={() => setRejecting(false)}>
              {t('common:cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.row}>
          {record.verification !== 'approved' && (
            <Button
              type="button"
              disabled={approve.isPending}
              onClick={async () => {
                form.showBanner(undefined);
                try {
                  await approve.mutateAsync(record.id);
                  form.showBanner({ variant: 'success', text: t('records:approved_done') });
                } catch (error) {
                  form.showError(error, t('errors:INTERNAL'));
                }
              }}
            >
              {t('records:approve')}
            </Button>
          )}
          {record.verification !== 'rejected' && (
            <Button
              variant="secondary"
              type="button"
              onClick={() => {
                form.showBanner(undefined);
                setRejecting(true);
              }}
            >
              {t('records:reject')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
