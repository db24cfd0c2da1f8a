import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ContentStack } from '@/features/content/components/content-stack';
import { Lead } from '@/features/content/components/lead';
import { PaymentsOverview } from '@/features/content/components/payments-overview';
import { useIsLoggedIn } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('content');
  const isLoggedIn = useIsLoggedIn();
  return (
    <Page title={t('payments.title')}>
      <ContentStack>
        <Lead>{t('payments.intro')}</Lead>
        <PaymentsOverview isLoggedIn={isLoggedIn} />
      </ContentStack>
    </Page>
  );
}
