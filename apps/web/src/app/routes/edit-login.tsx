import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { EditLoginForm } from '@/features/security/components/edit-login-form';
import { useProfile } from '@/lib/profile';

export function Component() {
  const { t } = useTranslation('common');
  // The private guard renders this screen only once the profile has loaded.
  const { data: profile } = useProfile();
  return (
    <Page title={t('routes.editLogin')}>
      {profile && <EditLoginForm currentUsername={profile.username ?? null} />}
    </Page>
  );
}
