import type { HostingOrder } from '@portal/contracts';
import { Alert, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useOrder } from '../../api/get-order';
import hosting from '../hosting.module.css';
import { OrderActions } from '../order-actions';
import { OrderStatusText } from '../order-status';
import { CronTab } from './cron-tab';
import { DatabasesTab } from './databases-tab';
import { DnsTab } from './dns-tab';
import { FtpTab } from './ftp-tab';
import { MailTab } from './mail-tab';
import styles from './order-home.module.css';
import { SitesTab } from './sites-tab';
import { SslTab } from './ssl-tab';
import { UsageBars } from './usage-bars';

export const ORDER_AREAS = ['sites', 'ssl', 'dns', 'mail', 'databases', 'ftp', 'cron'] as const;
export type OrderArea = (typeof ORDER_AREAS)[number];

const areaOf = (value: string | null): OrderArea => ORDER_AREAS.find((area) => area === value) ?? 'sites';

/** /my_orders/:id: an order's home, one section per area of the panel the portal manages itself. */
export function OrderHomeScreen() {
  const { t } = useTranslation('sites');
  const id = Number(useParams().id);
  const isValid = Number.isInteger(id) && id > 0;
  const order = useOrder(isValid ? id : undefined);
  if (!isValid || order.isError) return <Alert variant="warning">{t('home.not_found')}</Alert>;
  if (!order.data) return <p className={hosting.muted} aria-busy="true" />;
  return <OrderHome order={order.data} />;
}

export function OrderHome({ order }: { order: HostingOrder }) {
  const { t } = useTranslation('sites');
  const [search] = useSearchParams();
  const area = areaOf(search.get('tab'));
  const zone = search.get('zone') ?? undefined;
  const hrefOf = (next: OrderArea) => `?${new URLSearchParams({ tab: next })}`;
  return (
    <div className={styles.home}>
      <Card as="section" className={hosting.card} aria-labelledby="order-home-title">
        <h2 id="order-home-title" className={hosting.cardTitle}>
          {t('home.summary', { tariff: order.tariff.name, server: order.server.name })}
        </h2>
        <p className={hosting.muted}>
          <OrderStatusText status={order.status} />
          {' · '}
          {t('home.expires', { date: formatDate(order.expires_at, currentLanguage()) })}
        </p>
        <p className={hosting.muted}>{t('home.panel_hint')}</p>
        <OrderActions order={order} />
      </Card>
      <UsageBars orderId={order.id} />
      <nav className={styles.tabs} aria-label={t('home.areas')}>
        {ORDER_AREAS.map((each) => (
          <Link
            key={each}
            to={hrefOf(each)}
            className={styles.tab}
            aria-current={each === area ? 'page' : undefined}
            replace
          >
            {t(`home.tabs.${each}`)}
          </Link>
        ))}
      </nav>
      <section className={styles.area} aria-labelledby="order-area-title">
        <h2 id="order-area-title" className={styles.areaTitle}>
          {t(`home.tabs.${area}`)}
        </h2>
        {area === 'sites' && <SitesTab orderId={order.id} />}
        {area === 'ssl' && <SslTab orderId={order.id} />}
        {area === 'dns' && <DnsTab orderId={order.id} zone={zone} />}
        {area === 'mail' && <MailTab orderId={order.id} />}
        {area === 'databases' && <DatabasesTab orderId={order.id} />}
        {area === 'ftp' && <FtpTab orderId={order.id} />}
        {area === 'cron' && <CronTab orderId={order.id} />}
      </section>
    </div>
  );
}
