import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { ReferralsOverview } from '@/features/referrals/components/referrals-overview';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.referrals')} backTo={paths.profile.path}>
      <ReferralsOverview />
    </Page>
  );
}
