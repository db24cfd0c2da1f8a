import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ChangePhoneForm } from '@/features/security/components/change-phone-form';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.changePhone')}>
      <ChangePhoneForm />
    </Page>
  );
}
