import { LANGUAGE_TAGS, type PaymentHistoryEntry, TASHKENT_TIME_ZONE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './money-history.module.css';

function formatTashkentTime(iso: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, {
    timeZone: TASHKENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** One ledger line: when (Tashkent time), why, and the signed amount in the direction's colour. */
export function HistoryEntry({ entry }: { entry: PaymentHistoryEntry }) {
  const { t } = useTranslation('balance');
  const lang = currentLanguage();
  const isCredit = entry.action === '+';
  const invoiceId = entry.reference?.startsWith('invoice:') ? entry.reference.slice('invoice:'.length) : null;
  return (
    <li className={styles.entry}>
      <div className={styles.details}>
        <span className={styles.reason}>{t(`history.reasons.${entry.reason}`)}</span>
        <time className={styles.time} dateTime={entry.created_at}>
          {formatTashkentTime(entry.created_at, LANGUAGE_TAGS[lang])}
        </time>
        {invoiceId && <span className={styles.time}>{t('history.invoice', { id: invoiceId })}</span>}
      </div>
      <span className={styles.amount} data-action={isCredit ? 'credit' : 'debit'}>
        <span className="visually-hidden">{isCredit ? t('history.credit') : t('history.debit')}: </span>
        <span aria-hidden="true">{entry.action === '+' ? '+' : '−'}</span>
        {t('pay.som', { amount: formatSom(entry.amount, lang) })}
      </span>
    </li>
  );
}
