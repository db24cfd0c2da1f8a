import { Alert } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useCountryNames } from '@/lib/country-names';
import { currentLanguage } from '@/lib/i18n';
import { useRecords } from '../api/get-records';
import { RecordCard } from './record-card';
import styles from './records.module.css';

/** /profayl/my_profayl: the customer's person records, or the empty list with the add-new link. */
export function RecordList() {
  const { t } = useTranslation('records');
  const { data: records, isPending, isError } = useRecords();
  const [hasDeleted, setHasDeleted] = useState(false);
  // The cards name countries: their names arrive alongside the records.
  const { ready: namesReady } = useCountryNames(currentLanguage());
  return (
    <div className={styles.stack}>
      <LinkButton to={paths.newProfileRecord.path} isBlock>
        {t('list.add')}
      </LinkButton>
      {hasDeleted && <Alert variant="success">{t('list.deleted')}</Alert>}
      {isPending || (!namesReady && !isError) ? (
        <p className={styles.muted} aria-busy="true" />
      ) : isError ? (
        <Alert variant="danger">{t('list.load_failed')}</Alert>
      ) : records.length === 0 ? (
        <Alert variant="info">{t('list.empty')}</Alert>
      ) : (
        <ul className={styles.list} aria-label={t('list.label')}>
          {records.map((record) => (
            <RecordCard key={record.id} record={record} onDeleted={() => setHasDeleted(true)} />
          ))}
        </ul>
      )}
    </div>
  );
}
