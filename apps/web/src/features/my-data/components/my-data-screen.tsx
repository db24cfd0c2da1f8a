import { useTranslation } from 'react-i18next';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import styles from './my-data.module.css';

/** /user/data: download a copy of one's data, or delete the account. */
export function MyDataScreen() {
  const { t } = useTranslation('my-data');
  return (
    <div className={styles.screen}>
      <p className={styles.text}>{t('intro')}</p>
      <DataExportSection />
      <DeleteAccountSection />
    </div>
  );
}
