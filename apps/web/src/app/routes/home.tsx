import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { FlashNotice } from '@/components/ui/flash-notice';
import { ContentStack } from '@/features/content/components/content-stack';
import { FeaturesBlock } from '@/features/content/components/features-block';
import { Lead } from '@/features/content/components/lead';
import { MainMenu } from '@/features/content/components/main-menu';
import { ServicesBlock } from '@/features/content/components/services-block';
import { TwoColumns } from '@/features/content/components/two-columns';
import { useIsLoggedIn } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('home');
  const isLoggedIn = useIsLoggedIn();
  return (
    <Page title={t('title')} isWide>
      <ContentStack>
        <FlashNotice />
        <Lead>{t('lead')}</Lead>
        {!isLoggedIn && <FeaturesBlock />}
        <TwoColumns>
          <ServicesBlock isLoggedIn={isLoggedIn} />
          <MainMenu isLoggedIn={isLoggedIn} />
        </TwoColumns>
      </ContentStack>
    </Page>
  );
}
