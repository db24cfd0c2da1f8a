import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { DomainList } from '@/features/domains/components/domain-list';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.myDomains')} backTo={paths.profile.path}>
      <DomainList />
    </Page>
  );
}
