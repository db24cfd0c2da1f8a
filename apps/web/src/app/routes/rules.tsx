import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ContentStack } from '@/features/content/components/content-stack';
import { Lead } from '@/features/content/components/lead';
import { RulesDocument } from '@/features/content/components/rules-document';

export function Component() {
  const { t } = useTranslation('content');
  return (
    <Page title={t('rules.title')}>
      <ContentStack>
        <Lead>{t('rules.intro')}</Lead>
        <RulesDocument />
      </ContentStack>
    </Page>
  );
}
