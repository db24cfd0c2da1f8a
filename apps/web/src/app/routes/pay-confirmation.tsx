import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useDomainAddon } from '@/features/domains/components/domain-addon';
import { TariffFromQuery } from '@/features/hosting/components/tariff-from-query';

export function Component() {
  const { t } = useTranslation('common');
  // A domain can be ordered in the same step, pointed at the new hosting order.
  const domainAddon = useDomainAddon();
  return (
    <Page title={t('routes.payConfirmation')} backTo={paths.order.path}>
      <TariffFromQuery addon={domainAddon} />
    </Page>
  );
}
