import type { AutopayAttemptView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import entryList from '@/components/ui/entry-list.module.css';
import { domainDetailHref } from '@/config/paths';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useAutopayAttempts } from '../api/autopay-attempts';
import styles from './money-history.module.css';

/**
 * The money history's auto-pay attempts: every charge of the auto-pay card for a renewal, with its outcome; a
 * failed one says why in words. A paid one is also a top-up in the list above. Nothing shows without attempts,
 * and a failure to load them leaves the history itself alone.
 */
export function AutopayAttempts() {
  const { t } = useTranslation('balance');
  const attempts = useAutopayAttempts();
  if (!attempts.data || attempts.data.length === 0) return null;
  return (
    <section className={styles.stack} aria-labelledby="autopay-attempts">
      <h2 id="autopay-attempts" className={styles.heading}>
        {t('history.autopay.title')}
      </h2>
      <ul className={entryList.list} aria-label={t('history.autopay.title')}>
        {attempts.data.map((attempt) => (
          <AttemptEntry key={attempt.id} attempt={attempt} />
        ))}
      </ul>
    </section>
  );
}

function AttemptEntry({ attempt }: { attempt: AutopayAttemptView }) {
  const { t } = useTranslation('balance');
  const lang = currentLanguage();
  const subject =
    attempt.order_id !== null
      ? t('history.autopay.order', { id: attempt.order_id })
      : attempt.domain_id !== null
        ? t('history.autopay.domain')
        : t('history.autopay.renewal');
  return (
    <li className={entryList.entry} data-state={attempt.state}>
      <div className={entryList.details}>
        <span className={styles.reason}>
          {attempt.domain_id !== null ? (
            <Link to={domainDetailHref(attempt.domain_id)}>{subject}</Link>
          ) : (
            subject
          )}
        </span>
        <time className={styles.time} dateTime={attempt.created_at}>
          {formatDateTime(attempt.created_at, lang)}
        </time>
        <span className={styles.time}>{t('history.autopay.card', { card: attempt.card })}</span>
        {/* The invoice a paid charge credits: the same number as its top-up line in the list above. */}
        <span className={styles.time}>{t('history.invoice', { id: attempt.invoice_id })}</span>
        <span className={attempt.state === 'failed' ? styles.failed : styles.note}>
          {attempt.state === 'failed'
            ? t('history.autopay.failed', {
                reason: t(`history.autopay.reasons.${attempt.reason ?? 'declined'}`),
              })
            : t(`history.autopay.states.${attempt.state}`)}
        </span>
        {attempt.card_dead && <span className={styles.note}>{t('history.autopay.card_dead')}</span>}
      </div>
      <span className={styles.amount} data-action={attempt.state === 'paid' ? 'credit' : 'none'}>
        {t('pay.som', { amount: formatSom(attempt.amount, lang) })}
      </span>
    </li>
  );
}
