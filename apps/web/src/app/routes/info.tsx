import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ContentStack } from '@/features/content/components/content-stack';
import { Lead } from '@/features/content/components/lead';
import { SupportChannels } from '@/features/content/components/support-channels';
import { SupportContacts } from '@/features/content/components/support-contacts';
import { SupportHours } from '@/features/content/components/support-hours';
import { SupportKbLink } from '@/features/content/components/support-kb-link';
import { SupportTicketsLink } from '@/features/content/components/support-tickets-link';
import { TwoColumns } from '@/features/content/components/two-columns';
import { useAppMeta } from '@/lib/app-meta';
import { useHydrated } from '@/lib/use-hydrated';

export function Component() {
  const { t } = useTranslation('content');
  const meta = useAppMeta();
  // The prerendered page shows the contacts loading; adopting it must render the same, even when the header's
  // request for the same data came back before React reached this part of the page.
  const hydrated = useHydrated();
  const support = hydrated ? meta.data?.support : undefined;
  return (
    <Page title={t('support.title')} isWide>
      <ContentStack>
        <Lead>{t('support.intro')}</Lead>
        <Alert variant="success">{t('support.guarantee')}</Alert>
        <SupportTicketsLink />
        <SupportKbLink />
        <SupportContacts
          email={support?.email}
          telegram={support?.telegram}
          isLoading={!hydrated || meta.isPending}
        />
        <TwoColumns>
          <SupportHours />
          <SupportChannels />
        </TwoColumns>
      </ContentStack>
    </Page>
  );
}
