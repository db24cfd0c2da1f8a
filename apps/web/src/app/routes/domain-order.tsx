import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { DomainCheckout } from '@/features/domains/components/domain-checkout';

export function Component() {
  const { t } = useTranslation('domains');
  return (
    <Page title={t('titles.order')} backTo={paths.domains.path}>
      <DomainCheckout />
    </Page>
  );
}
