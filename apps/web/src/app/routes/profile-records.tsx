import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { FlashNotice } from '@/components/ui/flash-notice';
import { paths } from '@/config/paths';
import { RecordList } from '@/features/profile-records/components/record-list';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.profileRecords')} backTo={paths.profile.path}>
      <FlashNotice />
      <RecordList />
    </Page>
  );
}
