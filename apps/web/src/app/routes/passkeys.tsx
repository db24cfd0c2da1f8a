import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { PasskeysSettings } from '@/features/security/components/passkeys-settings';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.passkeys')}>
      <PasskeysSettings />
    </Page>
  );
}
