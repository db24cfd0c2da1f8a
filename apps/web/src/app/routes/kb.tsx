import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { KbList } from '@/features/knowledge-base/components/kb-list';

export function Component() {
  const { t } = useTranslation('kb');
  return (
    <Page title={t('title')} backTo={paths.info.path} isWide>
      <KbList />
    </Page>
  );
}
