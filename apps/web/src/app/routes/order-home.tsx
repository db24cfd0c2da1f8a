import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { OrderHomeScreen } from '@/features/hosting/components/order-home/order-home';

export function Component() {
  const { t } = useTranslation('sites');
  const { id } = useParams();
  return (
    <Page title={t('home.title', { id })} backTo={paths.myOrders.path}>
      <OrderHomeScreen />
    </Page>
  );
}
