import { type ProfileRecord, RECORD_FILE_KINDS, recordFullName } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { useCountryNames } from '@/lib/country-names';
import { formatPhone } from '@/lib/format-phone';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteRecord } from '../api/record-mutations';
import styles from './records.module.css';

export const editRecordHref = (id: number) => `/profayl/new?id=${id}`;

/** One person record in the list: who, which passport, where; edit, or delete after a confirmation. */
export function RecordCard({ record, onDeleted }: { record: ProfileRecord; onDeleted: () => void }) {
  const { t } = useTranslation('records');
  const titleId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const deletion = useDeleteRecord();
  const { nameOf: countryName } = useCountryNames(currentLanguage());
  const place = record.region ? t(`regions.${record.region}`) : countryName(record.country);
  const uploaded = RECORD_FILE_KINDS.filter((kind) => record.files.some((file) => file.kind === kind)).length;

  return (
    <Card as="li" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {recordFullName(record)}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('list.passport')}</dt>
          <dd>{record.passport}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{record.region ? t('list.region') : t('list.country')}</dt>
          <dd>{place}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('list.phone')}</dt>
          <dd>{formatPhone(record.phone_number)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('list.files')}</dt>
          <dd>{t('list.files_count', { count: uploaded })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('list.verification')}</dt>
          <dd className={styles.verification} data-state={record.verification}>
            {t(`list.verification_states.${record.verification}`)}
          </dd>
        </div>
      </dl>
      {/* Only an approved record can own a .uz domain; a rejected one says what to fix. */}
      {record.verification === 'rejected' && (
        <Alert variant="warning">{t('list.rejected', { reason: record.rejection_reason ?? '—' })}</Alert>
      )}
      {record.verification === 'pending' && <p className={styles.muted}>{t('list.pending_hint')}</p>}
      {isConfirming ? (
        <div className={styles.confirm}>
          <p>{t('list.confirm_delete')}</p>
          {deletion.isError && <Alert variant="danger">{t('list.delete_failed')}</Alert>}
          <div className={styles.actions}>
            <Button
              variant="danger"
              isBusy={deletion.isPending}
              onClick={() => deletion.mutate(record.id, { onSuccess: onDeleted })}
            >
              {t('list.confirm_yes')}
            </Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('list.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <LinkButton to={editRecordHref(record.id)} variant="secondary">
            {t('list.edit')}
          </LinkButton>
          <Button variant="danger" onClick={() => setIsConfirming(true)}>
            {t('list.delete')}
          </Button>
        </div>
      )}
    </Card>
  );
}
