import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { DomainTransfer } from '@/features/domains/components/domain-transfer';

export function Component() {
  const { t } = useTranslation('domains');
  return (
    <Page title={t('titles.transfer')} backTo={paths.myDomains.path}>
      <DomainTransfer />
    </Page>
  );
}
