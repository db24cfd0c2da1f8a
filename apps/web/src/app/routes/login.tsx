import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate(paths.home.path), [navigate]);
  return (
    <Page title={t('routes.login')}>
      <LoginForm onLoggedIn={goHome} />
    </Page>
  );
}
