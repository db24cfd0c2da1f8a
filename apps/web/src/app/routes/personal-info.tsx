import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { PersonalInfoForm } from '@/features/security/components/personal-info-form';
import { useProfile } from '@/lib/profile';

export function Component() {
  const { t } = useTranslation('common');
  // The private guard renders this screen only once the profile has loaded.
  const { data: profile } = useProfile();
  return <Page title={t('routes.personalInfo')}>{profile && <PersonalInfoForm profile={profile} />}</Page>;
}
