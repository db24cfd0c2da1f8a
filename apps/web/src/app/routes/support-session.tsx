import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { storeToken } from '@/lib/session';

// The console opens /support-session#token=… : the token never reaches a server log or the Referer header.
const TOKEN = /^#token=([A-Za-z0-9_-]{20,128})$/;

/** Takes the support session's token from the address, keeps it for this tab only, and opens the profile. */
export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    const token = TOKEN.exec(window.location.hash)?.[1];
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setInvalid(true);
      return;
    }
    storeToken(token, false);
    queryClient.clear();
    navigate(paths.profile.path, { replace: true });
  }, [navigate, queryClient]);
  return (
    <Page title={t('routes.supportSession')}>
      {invalid && <p role="alert">{t('support_session.invalid')}</p>}
    </Page>
  );
}
