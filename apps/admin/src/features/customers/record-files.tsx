import { adminPaths, type CustomerDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { currentLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/session';
import styles from './customers.module.css';

/**
 * The customer's person records and their passport files. A file needs the staff token, which a plain link
 * cannot carry: it is fetched and shown from the Blob in a new tab. The server audits every view.
 */
export function RecordFiles({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  if (customer.records.length === 0) return <p className={ui.empty}>{t('tables.none')}</p>;
  const open = async (recordId: number, kind: string) => {
    setFailure(null);
    const url = adminPaths.customerRecordFile
      .replace(':id', String(customer.id))
      .replace(':record_id', String(recordId))
      .replace(':kind', kind);
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'Accept-Language': currentLanguage() },
    }).catch(() => null);
    if (!response?.ok) {
      setFailure(t('errors.load_failed'));
      return;
    }
    window.open(URL.createObjectURL(await response.blob()), '_blank', 'noopener');
  };
  return (
    <>
      <Banner tone="error">{failure}</Banner>
      <ul className={styles.notes}>
        {customer.records.map((record) => (
          <li key={record.id}>
            <p>{record.name}</p>
            <div className={styles.row}>
              {record.files.map((kind) => (
                <button
                  key={kind}
                  className={`${ui.button} ${ui.secondary}`}
                  type="button"
                  onClick={() => void open(record.id, kind)}
                >
                  {t(`records.kinds.${kind}`, { defaultValue: kind })}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
