import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useReturnPath } from '@/lib/return-path';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // A guard that sent the customer here named the page they were heading to; otherwise home (docs/product/account.md).
  const returnPath = useReturnPath();
  const goOn = useCallback(
    () => void navigate(returnPath ?? paths.home.path, { replace: returnPath !== null }),
    [navigate, returnPath],
  );
  return (
    <Page title={t('routes.login')}>
      <LoginForm onLoggedIn={goOn} />
    </Page>
  );
}
