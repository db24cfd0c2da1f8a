import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { TicketThread } from '@/features/support-tickets/components/ticket-thread';

export function Component() {
  const { t } = useTranslation('support-tickets');
  const id = Number(useParams().id);
  return (
    <Page title={t('titles.thread')} backTo={paths.supportTickets.path}>
      <TicketThread id={Number.isInteger(id) && id > 0 ? id : 0} />
    </Page>
  );
}
