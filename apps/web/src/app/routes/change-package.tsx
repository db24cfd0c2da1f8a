import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { ChangePackage } from '@/features/hosting/components/change-package';
import { OrderFromQuery } from '@/features/hosting/components/order-from-query';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.changePackage')} backTo={paths.myOrders.path}>
      <OrderFromQuery>{(order) => <ChangePackage order={order} />}</OrderFromQuery>
    </Page>
  );
}
