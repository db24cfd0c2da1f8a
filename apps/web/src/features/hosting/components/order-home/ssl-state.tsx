import type { SiteSsl } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './order-home.module.css';

/** A certificate's state in words: none, issuing…, secured until <date>, or why it failed. */
export function SslStateText({ ssl }: { ssl: SiteSsl }) {
  const { t } = useTranslation('sites');
  switch (ssl.state) {
    case 'issued':
      return (
        <span className={styles.secured}>
          {ssl.expires_at
            ? t('ssl.secured_until', { date: formatDate(ssl.expires_at, currentLanguage()) })
            : t('ssl.secured')}
        </span>
      );
    case 'issuing':
      return <span className={styles.issuing}>{t('ssl.issuing')}</span>;
    case 'failed':
      return <span className={styles.failed}>{t('ssl.failed')}</span>;
    default:
      return <span>{t('ssl.none')}</span>;
  }
}

/** Why Let's Encrypt refused, and for a name that does not point here the record that fixes it. */
export function SslFailure({ ssl }: { ssl: SiteSsl }) {
  const { t } = useTranslation('sites');
  // The panel's reason is data of the certificate (already in the UI language), not a failed call.
  const refusal = ssl.error;
  if (ssl.state !== 'failed' || !refusal) return null;
  const { record } = refusal;
  return (
    <div className={styles.row}>
      <p>{refusal.code === 'not_pointing' ? t('ssl.not_pointing') : refusal.message}</p>
      {record && (
        <>
          <p>{t('ssl.add_record')}</p>
          <dl className={styles.record}>
            <dt>{t('dns.fields.type')}</dt>
            <dd>{record.type}</dd>
            <dt>{t('dns.fields.name')}</dt>
            <dd>{record.name}</dd>
            <dt>{t('dns.fields.value')}</dt>
            <dd>{record.value}</dd>
          </dl>
        </>
      )}
    </div>
  );
}
