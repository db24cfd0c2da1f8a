import { can, type StaffMe } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useDashboard } from './api/get-dashboard';
import styles from './dashboard.module.css';
import { SupportFigures } from './support-figures';

/** The day at a glance; refreshed every minute while open. */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const lang = currentLanguage();
  const query = useDashboard();
  const data = query.data;
  const tiles: [string, string][] = data
    ? [
        [t('dashboard:new_customers'), String(data.new_customers_today)],
        [t('dashboard:active_orders'), String(data.active_orders)],
        [t('dashboard:expiring'), String(data.orders_expiring_7_days)],
        [t('dashboard:failed_jobs'), String(data.failed_jobs)],
        [t('dashboard:reconciliation'), String(data.reconciliation_open)],
        [t('dashboard:domains_queue'), String(data.domains_queue_open)],
      ]
    : [];
  return (
    <section className={ui.stack}>
      <h1>{t('dashboard:title')}</h1>
      <Banner tone="error">{query.isError ? loadFailure(query.error, t) : null}</Banner>
      {!data && !query.isError && <p role="status">{t('common:loading')}</p>}
      {data && (
        <>
          <Card as="section" aria-labelledby="top-ups-title">
            <h2 id="top-ups-title">{t('dashboard:top_ups')}</h2>
            {data.top_ups_today.length === 0 ? (
              <p className={ui.empty}>{t('dashboard:no_top_ups')}</p>
            ) : (
              <ul className={styles.list}>
                {data.top_ups_today.map((row) => (
                  <li key={row.provider}>
                    <strong>{t(`providers:${row.provider}`, { defaultValue: row.provider })}</strong>:{' '}
                    {t('dashboard:top_up_line', {
                      count: row.count,
                      amount: formatSom(row.amount, lang),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <dl className={styles.tiles}>
            {tiles.map(([label, value]) => (
              <Card as="div" key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Card>
            ))}
          </dl>
        </>
      )}
      {can(me.role, 'tickets.read') && <SupportFigures />}
    </section>
  );
}
