import { recordFullName } from '@portal/contracts';
import { Alert } from '@portal/web-kit/ui';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useRegistrants } from '../api/get-choices';
import styles from './domains.module.css';

type RegistrantPickerProps = {
  value: number | undefined;
  onChange: (recordId: number) => void;
  error: string | undefined;
};

/**
 * The .uz registrant: one of my person records. Only a record staff approved can be chosen; the others say
 * why not (still being checked, or rejected with the reason), so the customer knows what to do.
 */
export function RegistrantPicker({ value, onChange, error }: RegistrantPickerProps) {
  const { t } = useTranslation('domains');
  const name = useId();
  const records = useRegistrants();
  const list = records.data ?? [];
  const approved = list.filter((record) => record.verification === 'approved');
  const onlyApprovedId = approved.length === 1 ? approved[0]?.id : undefined;
  // The only record that can be chosen is the customer's answer already: picked for them, still changeable.
  useEffect(() => {
    if (value === undefined && onlyApprovedId !== undefined) onChange(onlyApprovedId);
  }, [value, onlyApprovedId, onChange]);
  return (
    <fieldset className={styles.group} aria-describedby={`${name}-intro`}>
      <legend className={styles.legend}>{t('registrant.legend')}</legend>
      <p id={`${name}-intro`} className={styles.muted}>
        {t('registrant.intro')}
      </p>
      {records.isPending ? (
        <p className={styles.muted} aria-busy="true" />
      ) : list.length === 0 ? (
        <Alert variant="info">
          <p>{t('registrant.none')}</p>
        </Alert>
      ) : (
        list.map((record) => {
          const isApproved = record.verification === 'approved';
          return (
            <label key={record.id} className={styles.radio}>
              <input
                type="radio"
                name={name}
                value={record.id}
                checked={value === record.id}
                disabled={!isApproved}
                onChange={() => onChange(record.id)}
              />
              <span>
                {recordFullName(record)}
                <small data-verification={record.verification}>
                  {record.verification === 'rejected'
                    ? t('registrant.states.rejected', { reason: record.rejection_reason ?? '—' })
                    : t(`registrant.states.${record.verification}`)}
                </small>
              </span>
            </label>
          );
        })
      )}
      {list.length > 0 && !list.some((record) => record.verification === 'approved') && (
        <p className={styles.muted}>{t('registrant.not_approved')}</p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <LinkButton to={paths.newProfileRecord.path} variant="secondary">
        {t('registrant.add')}
      </LinkButton>
    </fieldset>
  );
}
