import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { FlashNotice } from '@/components/ui/flash-notice';
import { paths } from '@/config/paths';
import { OrderList } from '@/features/hosting/components/order-list';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.myOrders')} backTo={paths.profile.path}>
      <FlashNotice />
      <OrderList />
    </Page>
  );
}
