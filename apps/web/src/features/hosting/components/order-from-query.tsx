import type { HostingOrder } from '@portal/contracts';
import { Alert } from '@portal/web-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrder } from '../api/get-order';
import styles from './hosting.module.css';

/** /change-package and /extend-package name their order as ?order_id=; renders `children` once it loads. */
export function OrderFromQuery({ children }: { children: (order: HostingOrder) => ReactNode }) {
  const { t } = useTranslation('hosting');
  const [searchParams] = useSearchParams();
  const orderId = Number(searchParams.get('order_id'));
  const isValidId = Number.isInteger(orderId) && orderId > 0;
  const { data: order, isPending, isError } = useOrder(isValidId ? orderId : undefined);
  if (!isValidId || isError) return <Alert variant="warning">{t('orders.not_found')}</Alert>;
  if (isPending) return <p className={styles.muted} aria-busy="true" />;
  return children(order);
}
