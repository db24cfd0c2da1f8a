import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ServerList } from '@/features/hosting/components/server-list';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.order')} isWide>
      <ServerList />
    </Page>
  );
}
