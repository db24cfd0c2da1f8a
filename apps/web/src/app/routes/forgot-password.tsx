import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/security/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Page title={t('routes.forgotPassword')}>
      <ForgotPasswordForm onCodeSent={() => void navigate(paths.verifyEmail.path)} />
    </Page>
  );
}
