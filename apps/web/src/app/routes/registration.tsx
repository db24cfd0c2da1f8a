import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // The e-mail verification step of spec §4 arrives with the accounts issue; until then go home.
  return (
    <Page title={t('routes.registration')}>
      <RegisterForm onRegistered={() => void navigate(paths.home.path)} />
    </Page>
  );
}
