import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/security/components/change-password-form';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Page title={t('routes.changePassword')}>
      <ChangePasswordForm onChanged={() => void navigate(paths.login.path)} />
    </Page>
  );
}
