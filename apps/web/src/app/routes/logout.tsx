import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { LogoutConfirm } from '@/features/auth/components/logout-confirm';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.logout')}>
      <LogoutConfirm />
    </Page>
  );
}
