import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { ExtendPackage } from '@/features/hosting/components/extend-package';
import { OrderFromQuery } from '@/features/hosting/components/order-from-query';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.extendPackage')} backTo={paths.myOrders.path}>
      <OrderFromQuery>{(order) => <ExtendPackage order={order} />}</OrderFromQuery>
    </Page>
  );
}
