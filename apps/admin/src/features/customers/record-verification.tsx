import type { CustomerDetail } from '@portal/contracts';
import { fieldError } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { TextArea } from '@/components/field';
import ui from '@/components/ui.module.css';
import { useApproveRecord, useRejectRecord } from './api';
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const fail = (error: unknown) => {
    const field = fieldError(error, 'reason');
    if (field) setReasonError(field);
    else setMessage({ tone: 'error', text: errorText(t, error, t('errors.INTERNAL')) });
  };
  return (
    <div className={ui.form}>
      <Banner tone={message?.tone ?? 'error'}>{message?.text}</Banner>
      {rejecting ? (
        <form
          className={ui.form}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setMessage(null);
            setReasonError(null);
            if (reason.trim().length < 3) {
              setReasonError(t('validation.too_short'));
              return;
            }
            try {
              await reject.mutateAsync({ recordId: record.id, reason: reason.trim() });
              setRejecting(false);
              setReason('');
              setMessage({ tone: 'success', text: t('records.rejected_done') });
            } catch (error) {
              fail(error);
            }
          }}
        >
          <TextArea
            label={t('records.reject_reason')}
            maxLength={500}
            value={reason}
            error={reasonError ?? undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.row}>
            <button className={`${ui.button} ${ui.danger}`} type="submit" disabled={reject.isPending}>
              {t('records.reject')}
            </button>
            <button
              className={`${ui.button} ${ui.secondary}`}
              type="button"
              onClick={() => setRejecting(false)}
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.row}>
          {record.verification !== 'approved' && (
            <button
              className={ui.button}
              type="button"
              disabled={approve.isPending}
              onClick={async () => {
                setMessage(null);
                try {
                  await approve.mutateAsync(record.id);
                  setMessage({ tone: 'success', text: t('records.approved_done') });
                } catch (error) {
                  fail(error);
                }
              }}
            >
              {t('records.approve')}
            </button>
          )}
          {record.verification !== 'rejected' && (
            <button
              className={`${ui.button} ${ui.secondary}`}
              type="button"
              onClick={() => {
                setMessage(null);
                setRejecting(true);
              }}
            >
              {t('records.reject')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
