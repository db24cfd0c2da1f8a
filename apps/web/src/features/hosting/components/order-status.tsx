import type { OrderStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import styles from './hosting.module.css';

// docs/product/hosting.md: progress blue, active green, anything else red.
const toneOf = (status: OrderStatus) =>
  status === 'progress' ? 'blue' : status === 'active' ? 'green' : 'red';

export function OrderStatusText({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('hosting');
  return (
    <span className={styles.status} data-tone={toneOf(status)} data-testid="order-status">
      {t(`orders.statuses.${status}`)}
    </span>
  );
}
