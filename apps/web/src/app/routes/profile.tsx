import { useTranslation } from 'react-i18next';
import { useProfileCounts } from '@/app/use-profile-counts';
import { Page } from '@/components/layout/page';
import { FlashNotice } from '@/components/ui/flash-notice';
import { ProfileLinks } from '@/features/account/components/profile-links';
import { ProfileSummary } from '@/features/account/components/profile-summary';
import { useProfile } from '@/lib/profile';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

export function Component() {
  const { t } = useTranslation('common');
  // The private guard renders this screen only once the profile has loaded.
  const { data: profile } = useProfile();
  const counts = useProfileCounts();
  // On a desktop the cabinet layout's sidebar is this menu; it is not shown twice.
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <Page title={t('routes.profile')}>
      <FlashNotice />
      {profile && <ProfileSummary profile={profile} />}
      {!isDesktop && <ProfileLinks counts={counts} />}
    </Page>
  );
}
