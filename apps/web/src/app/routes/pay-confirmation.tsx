import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { TariffFromQuery } from '@/features/hosting/components/tariff-from-query';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.payConfirmation')} backTo={paths.order.path}>
      <TariffFromQuery />
    </Page>
  );
}
