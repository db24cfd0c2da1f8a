import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { VerifyEmailForm } from '@/features/security/components/verify-email-form';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Page title={t('routes.verifyEmail')}>
      <VerifyEmailForm onDone={() => void navigate(paths.login.path)} />
    </Page>
  );
}
