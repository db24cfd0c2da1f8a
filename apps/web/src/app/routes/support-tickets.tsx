import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { TicketList } from '@/features/support-tickets/components/ticket-list';

export function Component() {
  const { t } = useTranslation('support-tickets');
  return (
    <Page title={t('titles.list')} backTo={paths.profile.path}>
      <TicketList />
    </Page>
  );
}
