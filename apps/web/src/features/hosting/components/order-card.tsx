import type { HostingOrder } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { newSupportTicketHref, orderHomeHref } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useServers } from '../api/get-servers';
import { AutoRenewToggle } from './auto-renew-toggle';
import { CancelOrderDialog } from './cancel-order-dialog';
import { CancellationBanner } from './cancellation-banner';
import styles from './hosting.module.css';
import { OrderActions } from './order-actions';
import { OrderSite } from './order-site';
import { OrderStatusText } from './order-status';
import { PasswordReveal } from './password-reveal';

/** One hosting order with the fields of docs/product/hosting.md and the actions its status allows. */
export function OrderCard({ order }: { order: HostingOrder }) {
  const { t } = useTranslation('hosting');
  const lang = currentLanguage();
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isCancelDone, setCancelDone] = useState(false);
  const panelUrl = useServers().data?.find((server) => server.id === order.server.id)?.information.PANEL_URL;
  const { login, password } = order.panel.account;
  const notReady = <span className={styles.muted}>{t('orders.not_ready')}</span>;
  // Cancelled (by staff, by expiry, or by the customer while the account waits for deletion): the panel link,
  // the credentials and "attach a domain" no longer lead anywhere useful, so they are not offered.
  const isCancelled = order.status === 'cancelled' || order.cancellation?.state === 'done';
  const access: [string, ReactNode][] = isCancelled
    ? []
    : [
        [
          t('orders.panel'),
          panelUrl ? (
            <a key="panel" href={panelUrl} target="_blank" rel="noreferrer noopener">
              {panelUrl}
            </a>
          ) : (
            t('unknown')
          ),
        ],
        [t('orders.login'), login ? <code key="login">{login}</code> : notReady],
        [t('orders.password'), password ? <PasswordReveal key="password" password={password} /> : notReady],
      ];
  const rows: [string, ReactNode][] = [
    [t('orders.site'), <OrderSite key="site" domains={order.domains} canAttach={!isCancelled} />],
    [t('orders.server'), order.server.name],
    [t('servers.location'), order.server.location ?? t('unknown')],
    ...access,
    [t('orders.tariff'), order.tariff.name],
    // An order its customer cancelled reads as cancelled, not as an unpaid grace week, while its account waits.
    [t('orders.status'), <OrderStatusText key="status" status={isCancelled ? 'cancelled' : order.status} />],
    [t('orders.remaining'), order.remaining_days],
    [
      t('orders.expires'),
      <time key="expires" dateTime={order.expires_at}>
        {formatDate(order.expires_at, lang)}
      </time>,
    ],
  ];
  return (
    <Card as="li" className={styles.card} aria-labelledby={`order-${order.id}`} data-testid="order">
      <h2 id={`order-${order.id}`} className={styles.cardTitle}>
        {t('orders.number', { id: order.id })}
      </h2>
      <CancellationBanner order={order} isFocused={isCancelDone} />
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(order.status === 'active' || order.status === 'week') && !order.cancellation && (
        <AutoRenewToggle order={order} />
      )}
      {order.status !== 'progress' && order.status !== 'cancelled' && (
        <div className={styles.actions}>
          <LinkButton to={orderHomeHref(order.id)}>{t('orders.manage')}</LinkButton>
        </div>
      )}
      <OrderActions order={order} />
      <div className={styles.actions}>
        <LinkButton to={newSupportTicketHref({ kind: 'order', id: order.id })} variant="ghost">
          {t('orders.ask_support')}
        </LinkButton>
        {order.status === 'active' && !order.cancellation && (
          <Button
            variant="ghost"
            onClick={() => {
              setCancelDone(false);
              setCancelOpen(true);
            }}
          >
            {t('cancel.open')}
          </Button>
        )}
      </div>
      {isCancelOpen && (
        <CancelOrderDialog
          order={order}
          onClose={() => setCancelOpen(false)}
          onCancelled={() => {
            setCancelOpen(false);
            setCancelDone(true);
          }}
        />
      )}
    </Card>
  );
}
