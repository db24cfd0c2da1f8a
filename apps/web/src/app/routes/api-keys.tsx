import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ApiKeysScreen } from '@/features/api-keys/components/api-keys-screen';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.apiKeys')}>
      <ApiKeysScreen />
    </Page>
  );
}
