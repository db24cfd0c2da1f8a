import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useHashTarget } from '@/hooks/use-hash-target';
import { useOrders } from '../api/get-orders';
import styles from './hosting.module.css';
import { OrderCard } from './order-card';

/** /my_orders: the customer's orders, newest first as the API sends them; a failure shows no orders (docs/product/messages.md). */
export function OrderList() {
  const { t } = useTranslation('hosting');
  const { data, isPending, isError } = useOrders();
  const orders = data?.orders ?? [];
  useHashTarget(!isPending);
  return (
    <div className={styles.stack}>
      <LinkButton to={paths.order.path} isBlock>
        {t('orders.new_service')}
      </LinkButton>
      {isPending ? (
        <p className={styles.muted} aria-busy="true" />
      ) : isError || orders.length === 0 ? (
        <Alert variant="info">{t('orders.empty')}</Alert>
      ) : (
        <ul className={styles.list} aria-label={t('orders.list_label')}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}
