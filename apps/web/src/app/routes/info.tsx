import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ContentStack } from '@/features/content/components/content-stack';
import { Lead } from '@/features/content/components/lead';
import { SupportChannels } from '@/features/content/components/support-channels';
import { SupportContacts } from '@/features/content/components/support-contacts';
import { SupportHours } from '@/features/content/components/support-hours';
import { TwoColumns } from '@/features/content/components/two-columns';
import { useAppMeta } from '@/lib/app-meta';

export function Component() {
  const { t } = useTranslation('content');
  const meta = useAppMeta();
  return (
    <Page title={t('support.title')} isWide>
      <ContentStack>
        <Lead>{t('support.intro')}</Lead>
        <Alert variant="success">{t('support.guarantee')}</Alert>
        <SupportContacts
          email={meta.data?.support.email}
          telegram={meta.data?.support.telegram}
          isLoading={meta.isPending}
        />
        <TwoColumns>
          <SupportHours />
          <SupportChannels />
        </TwoColumns>
      </ContentStack>
    </Page>
  );
}
