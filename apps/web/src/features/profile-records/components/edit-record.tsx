import { errorCode } from '@portal/web-kit/api';
import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useRecord } from '../api/get-records';
import { RecordForm } from './record-form';
import styles from './records.module.css';

/** The form filled with a saved record, once it has loaded. */
export function EditRecord({ id }: { id: number }) {
  const { t } = useTranslation('records');
  const { data: record, isPending, error } = useRecord(id);
  if (isPending) return <p className={styles.muted} aria-busy="true" />;
  if (error || !record) {
    const isMissing = errorCode(error) === 'NOT_FOUND';
    return <Alert variant="danger">{isMissing ? t('form.not_found') : t('form.load_failed')}</Alert>;
  }
  return <RecordForm key={record.id} record={record} />;
}
