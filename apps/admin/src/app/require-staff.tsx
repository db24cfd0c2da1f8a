import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Banner } from '@/components/banner';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { getToken } from '@/lib/session';
import { Layout } from './layout';

/** The console's pages need a live staff session; without one, the login screen (and back here after it). */
export function RequireStaff() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  if (!getToken() || (me.isError && !me.data)) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  if (!me.data) {
    return <Banner tone="success">{me.isPending ? t('common:loading') : null}</Banner>;
  }
  return <Layout me={me.data} />;
}
