import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { formatDuration } from '@/lib/duration';
import { loadFailure } from '@/lib/load-failure';
import { useSupportStats } from './api/get-support-stats';
import styles from './dashboard.module.css';

/** The support desk's promise in sight: open, overdue and due-soon tickets, and first-answer times. */
export function SupportFigures() {
  const { t } = useTranslation();
  const stats = useSupportStats();
  const data = stats.data;
  const time = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds, t));
  const windows = data
    ? ([
        [t('dashboard:support_7_days'), data.first_answer_7_days],
        [t('dashboard:support_30_days'), data.first_answer_30_days],
      ] as const)
    : [];
  return (
    <Card as="section" aria-labelledby="support-figures-title">
      <h2 id="support-figures-title">{t('dashboard:support_title')}</h2>
      <Banner tone="error">{stats.isError ? loadFailure(stats.error, t) : null}</Banner>
      {data && (
        <>
          <p>{t('dashboard:support_promise', { hours: data.promise_hours })}</p>
          <dl className={styles.tiles}>
            <div>
              <dt>{t('dashboard:support_open')}</dt>
              <dd>{data.open}</dd>
            </div>
            <div>
              <dt>{t('dashboard:support_overdue')}</dt>
              <dd className={data.overdue > 0 ? styles.danger : undefined}>{data.overdue}</dd>
            </div>
            <div>
              <dt>{t('dashboard:support_due_soon')}</dt>
              <dd>{data.due_soon}</dd>
            </div>
          </dl>
          {windows.map(([label, figures]) => (
            <section key={label} aria-label={label}>
              <h3 className={styles.subtitle}>{label}</h3>
              <dl className={styles.tiles}>
                <div>
                  <dt>{t('dashboard:support_median')}</dt>
                  <dd>{time(figures.median_seconds)}</dd>
                </div>
                <div>
                  <dt>{t('dashboard:support_p90')}</dt>
                  <dd>{time(figures.p90_seconds)}</dd>
                </div>
                <div>
                  <dt>{t('dashboard:support_in_time')}</dt>
                  <dd>
                    {figures.in_time} / {figures.answered}
                  </dd>
                </div>
              </dl>
            </section>
          ))}
        </>
      )}
    </Card>
  );
}
