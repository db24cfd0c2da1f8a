import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { DomainSearch } from '@/features/domains/components/domain-search';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.domains')}>
      <DomainSearch />
    </Page>
  );
}
