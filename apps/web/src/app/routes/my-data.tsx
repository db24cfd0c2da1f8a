import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { MyDataScreen } from '@/features/my-data/components/my-data-screen';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.myData')} backTo={paths.settings.path}>
      <MyDataScreen />
    </Page>
  );
}
