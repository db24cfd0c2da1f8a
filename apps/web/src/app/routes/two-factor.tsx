import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ContentStack } from '@/features/content/components/content-stack';
import { PasskeysLink } from '@/features/security/components/passkeys-link';
import { TwoFactorSettings } from '@/features/security/components/two-factor-settings';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.twoFactor')}>
      <ContentStack>
        <TwoFactorSettings />
        <PasskeysLink />
      </ContentStack>
    </Page>
  );
}
