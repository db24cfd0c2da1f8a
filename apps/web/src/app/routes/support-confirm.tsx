import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { TicketConfirmation } from '@/features/support-tickets/components/ticket-confirmation';
import { takeConfirmToken } from '@/features/support-tickets/confirm-token';

/** /support/confirm#<token>: a customer claims a ticket sent in their name; public, never indexed. */
export function Component() {
  const { t } = useTranslation('support-tickets');
  // Read once: taking the token also takes it out of the address.
  const [token] = useState(takeConfirmToken);
  return (
    <Page title={t('titles.confirm')} backTo={paths.info.path}>
      <meta name="robots" content="noindex, nofollow" />
      <TicketConfirmation token={token} />
    </Page>
  );
}
