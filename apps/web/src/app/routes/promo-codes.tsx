import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { BalanceLine } from '@/features/balance/components/balance-line';
import { PromoCodes } from '@/features/promo-codes/components/promo-codes';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.promoCodes')} backTo={paths.profile.path}>
      <BalanceLine />
      <PromoCodes />
    </Page>
  );
}
