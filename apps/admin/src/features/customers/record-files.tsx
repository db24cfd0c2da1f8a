import { type CustomerDetail, can, type StaffMe } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { VerificationBadge } from '@/components/verification-badge';
import { openRecordFile } from '@/lib/record-file';
import styles from './customers.module.css';
import { RecordVerification } from './record-verification';

/**
 * The customer's person records, whether staff approved each as a registrant, and their passport files (the
 * server audits every view).
 */
export function RecordFiles({ customer, me }: { customer: CustomerDetail; me: StaffMe }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  if (customer.records.length === 0) return <p className={ui.empty}>{t('tables:none')}</p>;
  const open = async (recordId: number, kind: string) => {
    setFailure(null);
    if (!(await openRecordFile(customer.id, recordId, kind))) setFailure(t('common:load_failed'));
  };
  return (
    <>
      <Banner tone="error">{failure}</Banner>
      <ul className={styles.notes}>
        {customer.records.map((record) => (
          <li key={record.id}>
            <p>
              {record.name} <VerificationBadge state={record.verification} />
            </p>
            {record.rejection_reason && (
              <p className={ui.hint}>{t('records:rejected_because', { reason: record.rejection_reason })}</p>
            )}
            <div className={styles.row}>
              {record.files.map((kind) => (
                <Button
                  key={kind}
                  variant="secondary"
                  type="button"
                  onClick={() => void open(record.id, kind)}
                >
                  {t(`records:kinds.${kind}`, { defaultValue: kind })}
                </Button>
              ))}
            </div>
            {can(me.role, 'records.verify') && (
              <RecordVerification customerId={customer.id} record={record} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
