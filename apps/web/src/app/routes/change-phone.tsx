import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { AccountContacts } from '@/features/security/components/account-contacts';
import { ChangePhoneForm } from '@/features/security/components/change-phone-form';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.changePhone')}>
      <AccountContacts only="phone" />
      <ChangePhoneForm />
    </Page>
  );
}
