import type { PaymentHistoryEntry } from '@portal/contracts';
import { isUnexpectedAnswer, serverMessage } from '@portal/web-kit/api';
import { Alert } from '@portal/web-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import entryList from '@/components/ui/entry-list.module.css';
import { paths } from '@/config/paths';
import { hasToken } from '@/lib/session';
import { usePaymentHistory } from '../api/get-payment-history';
import { AutopayAttempts } from './autopay-attempts';
import { HistoryEntry } from './history-entry';
import { filterHistory, HISTORY_FILTERS, type HistoryFilter, parseHistoryFilter } from './history-filter';
import styles from './money-history.module.css';

const filterHref = (filter: HistoryFilter) =>
  filter === 'all' ? paths.moneyHistory.path : `${paths.moneyHistory.path}?filter=${filter}`;

/** docs/product/messages.md: no token, bad data and other failures each have their own text. */
function useHistoryErrorText(error: unknown): string | null {
  const { t } = useTranslation('balance');
  if (!hasToken()) return t('history.no_token');
  if (!error) return null;
  if (isUnexpectedAnswer(error)) return t('history.bad_data');
  // docs/product/messages.md: the generic text with the server's own message.
  return t('history.error', { message: serverMessage(error) || t('errors:INTERNAL') });
}

/** docs/product/balance.md Transaction history: filter links over one fetch, newest first. */
/** `entryAction` adds a control to an entry's row (the route gives its document's download). */
export function MoneyHistory({
  entryAction,
}: {
  entryAction?: (entry: PaymentHistoryEntry) => ReactNode;
} = {}) {
  const { t } = useTranslation(['balance', 'errors']);
  const [searchParams] = useSearchParams();
  const filter = parseHistoryFilter(searchParams.get('filter'));
  const history = usePaymentHistory();
  const errorText = useHistoryErrorText(history.error);
  const entries = history.data ? filterHistory(history.data, filter) : [];

  return (
    <div className={styles.stack}>
      <nav aria-label={t('history.filters_label')}>
        <ul className={styles.filters}>
          {HISTORY_FILTERS.map((item) => (
            <li key={item}>
              <Link
                to={filterHref(item)}
                className={styles.filter}
                aria-current={item === filter ? 'page' : undefined}
              >
                {t(`history.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {errorText && <Alert variant="danger">{errorText}</Alert>}
      {history.data && entries.length === 0 && (
        <p className={styles.empty}>
          {history.data.length === 0 ? t('history.empty') : t('history.empty_filtered')}
        </p>
      )}
      {entries.length > 0 && (
        <ul className={entryList.list} aria-label={t('history.list_label')}>
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} action={entryAction?.(entry)} />
          ))}
        </ul>
      )}
      <AutopayAttempts />
    </div>
  );
}
