import type { PaymentHistoryEntry } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import entryList from '@/components/ui/entry-list.module.css';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { historyText } from './history-text';
import styles from './money-history.module.css';

/** One ledger line: when (Tashkent time), why, and the signed amount in the direction's colour. */
export function HistoryEntry({ entry, action }: { entry: PaymentHistoryEntry; action?: ReactNode }) {
  const { t } = useTranslation('balance');
  const lang = currentLanguage();
  const isCredit = entry.action === '+';
  const invoiceId = entry.reference?.startsWith('invoice:') ? entry.reference.slice('invoice:'.length) : null;
  return (
    <li className={entryList.entry}>
      <div className={entryList.details}>
        <span className={styles.reason}>{historyText(entry, t)}</span>
        <time className={styles.time} dateTime={entry.created_at}>
          {formatDateTime(entry.created_at, lang)}
        </time>
        {invoiceId && <span className={styles.time}>{t('history.invoice', { id: invoiceId })}</span>}
        {entry.note && <span className={styles.note}>{entry.note}</span>}
        {entry.receipt_url && (
          // The receipt lives on the tax authority's site: a new tab keeps the history where it was.
          <a className={styles.receipt} href={entry.receipt_url} target="_blank" rel="noopener noreferrer">
            {t('history.receipt')} <span className="visually-hidden">({t('history.receipt_new_tab')})</span>
          </a>
        )}
        {action}
      </div>
      <span className={styles.amount} data-action={isCredit ? 'credit' : 'debit'}>
        <span className="visually-hidden">{isCredit ? t('history.credit') : t('history.debit')}: </span>
        <span aria-hidden="true">{entry.action === '+' ? '+' : '−'}</span>
        {t('pay.som', { amount: formatSom(entry.amount, lang) })}
      </span>
    </li>
  );
}
