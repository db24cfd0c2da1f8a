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
import { GuestTicketSection } from '@/features/support-tickets/components/guest-ticket-form';
import { useAppMetaQuery } from '@/lib/app-meta-query';
import { useIsLoggedIn } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

export function Component() {
  const { t } = useTranslation('content');
  const meta = useAppMetaQuery();
  // The prerendered page shows the contacts loading; adopting it must render the same, even when the header's
  // request for the same data came back before React reached this part of the page.
  const hydrated = useHydrated();
  const support = hydrated ? meta.data?.support : undefined;
  // A visitor writes through the guest form; a customer opens a ticket in the cabinet instead. The prerender is a
  // visitor's, and so is the render that adopts it (the session's server snapshot is "not logged in").
  const isLoggedIn = useIsLoggedIn();
  const contacts = (
    <SupportContacts
      email={support?.email}
      telegram={support?.telegram}
      isLoading={!hydrated || meta.isPending}
    />
  );
  return (
    <Page title={t('support.title')} isWide>
      <ContentStack>
        <Lead>{t('support.intro')}</Lead>
        <Alert variant="success">{t('support.guarantee')}</Alert>
        <SupportTicketsLink isLoggedIn={isLoggedIn} />
        <SupportKbLink />
        {isLoggedIn ? (
          <>
            {contacts}
            <TwoColumns>
              <SupportHours />
              <SupportChannels />
            </TwoColumns>
          </>
        ) : (
          // On a desktop the form has the other ways to reach us beside it, not a line as wide as the page.
          <TwoColumns>
            <GuestTicketSection />
            <ContentStack>
              {contacts}
              <SupportHours />
              <SupportChannels />
            </ContentStack>
          </TwoColumns>
        )}
      </ContentStack>
    </Page>
  );
}
