import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { AcceptInvitation } from '@/features/team/components/accept-invitation';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.teamAccept')}>
      <AcceptInvitation />
    </Page>
  );
}
