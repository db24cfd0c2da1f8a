import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAfterRegistration } from '@/features/security/hooks/use-after-registration';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const afterRegistration = useAfterRegistration((target, resendAfter) =>
    navigate(target, target === paths.emailVerification.path ? { state: { resendAfter } } : undefined),
  );
  return (
    <Page title={t('routes.registration')}>
      <RegisterForm onRegistered={() => void afterRegistration()} />
    </Page>
  );
}
