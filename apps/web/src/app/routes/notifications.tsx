import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';

export function Component() {
  const { t } = useTranslation('notifications');
  return (
    <Page title={t('title')}>
      <NotificationsScreen />
    </Page>
  );
}
