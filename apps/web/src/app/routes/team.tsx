import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { TeamScreen } from '@/features/team/components/team-screen';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.team')} backTo={paths.settings.path}>
      <TeamScreen />
    </Page>
  );
}
