import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { AccountContacts } from '@/features/security/components/account-contacts';
import { ChangeEmailForm } from '@/features/security/components/change-email-form';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Page title={t('routes.changeEmail')}>
      <AccountContacts only="email" />
      <ChangeEmailForm
        onChanged={(resendAfter) => void navigate(paths.emailVerification.path, { state: { resendAfter } })}
      />
    </Page>
  );
}
