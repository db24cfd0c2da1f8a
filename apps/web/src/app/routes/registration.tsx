import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAfterRegistration } from '@/features/security/hooks/use-after-registration';
import { useReturnPath, withReturnPath } from '@/lib/return-path';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // A visitor sent to log in on the way to a page goes on to it; an unverified e-mail is verified first.
  const returnPath = useReturnPath();
  const afterRegistration = useAfterRegistration((target, resendAfter) =>
    target === paths.emailVerification.path
      ? navigate(withReturnPath(target, returnPath), { state: { resendAfter } })
      : navigate(returnPath ?? target),
  );
  return (
    <Page title={t('routes.registration')}>
      <RegisterForm onRegistered={() => void afterRegistration()} />
    </Page>
  );
}
