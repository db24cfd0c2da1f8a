import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ProfileLinks } from '@/features/account/components/profile-links';
import { ProfileSummary } from '@/features/account/components/profile-summary';
import { useProfile } from '@/features/auth/api/get-profile';

export function Component() {
  const { t } = useTranslation('common');
  // The private guard renders this screen only once the profile has loaded.
  const { data: profile } = useProfile();
  return (
    <Page title={t('routes.profile')}>
      {profile && <ProfileSummary profile={profile} />}
      <ProfileLinks />
    </Page>
  );
}
