import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { TwoFactorSettings } from '@/features/security/components/two-factor-settings';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.twoFactor')}>
      <TwoFactorSettings />
    </Page>
  );
}
