import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { GuestThread } from '@/features/support-tickets/components/guest-thread';
import { takeGuestToken } from '@/features/support-tickets/guest-token';

/** /support/guest#<token>: a visitor's ticket through the e-mailed private link; public, never indexed. */
export function Component() {
  const { t } = useTranslation('support-tickets');
  // Read once: taking the token also takes it out of the address.
  const [token] = useState(takeGuestToken);
  return (
    <Page title={t('titles.guest')} backTo={paths.info.path}>
      {/* A private page: React puts this in the document's head for as long as the page is shown. */}
      <meta name="robots" content="noindex, nofollow" />
      <GuestThread token={token} />
    </Page>
  );
}
