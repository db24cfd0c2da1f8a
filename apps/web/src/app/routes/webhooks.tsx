import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { WebhooksScreen } from '@/features/webhooks/components/webhooks-screen';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.webhooks')} backTo={paths.settings.path}>
      <WebhooksScreen />
    </Page>
  );
}
