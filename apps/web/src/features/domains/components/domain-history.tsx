import type { DomainDetail } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './domains.module.css';

/** The paid and free changes (operations) and the status history (events), newest first as the API sends. */
export function DomainHistory({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation('domains');
  const lang = currentLanguage();
  const statusWord = (status: string) => t(`statuses.${status}`, { defaultValue: status });
  // What happened in words: the action's own text, else its kind's, else a neutral word; never a raw key.
  const eventWords = (event: DomainDetail['events'][number]) =>
    t(`history.actions.${event.kind}.${event.action}`, {
      defaultValue: t(`history.kinds.${event.kind}`, { defaultValue: t('history.kinds.other') }),
    });
  // Each operation already has its line above, with its outcome: the history keeps the other events.
  const events = domain.events.filter((event) => event.kind !== 'operation');
  return (
    <>
      {domain.operations.length > 0 && (
        <Card as="section" className={styles.card} aria-labelledby="domain-operations">
          <h2 id="domain-operations" className={styles.cardTitle}>
            {t('operations.title')}
          </h2>
          <ul className={styles.history}>
            {domain.operations.map((operation) => (
              <li key={operation.id}>
                <span>
                  {t(`operations.actions.${operation.action}`)}
                  {operation.years ? ` · ${t('operations.years', { years: operation.years })}` : ''}
                  {operation.amount > 0
                    ? ` · ${t('money.som', { amount: formatSom(operation.amount, lang) })}`
                    : ''}
                  {' · '}
                  <strong>{t(`operations.statuses.${operation.status}`)}</strong>
                </span>
                <time dateTime={operation.created_at}>{formatDateTime(operation.created_at, lang)}</time>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {events.length > 0 && (
        <Card as="section" className={styles.card} aria-labelledby="domain-events">
          <h2 id="domain-events" className={styles.cardTitle}>
            {t('history.title')}
          </h2>
          <ul className={styles.history}>
            {events.map((event) => (
              <li key={event.id}>
                <span>
                  {eventWords(event)}
                  {event.to_status && event.from_status !== event.to_status
                    ? `: ${event.from_status ? `${statusWord(event.from_status)} → ` : ''}${statusWord(event.to_status)}`
                    : ''}
                </span>
                <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
