import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { DomainDetailScreen } from '@/features/domains/components/domain-detail';

export function Component() {
  const { t } = useTranslation('domains');
  return (
    <Page title={t('titles.detail')} backTo={paths.myDomains.path}>
      <DomainDetailScreen />
    </Page>
  );
}
