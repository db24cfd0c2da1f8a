import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { NoNews } from '@/features/content/components/no-news';

export function Component() {
  const { t } = useTranslation('content');
  return (
    <Page title={t('news.title')}>
      <NoNews />
    </Page>
  );
}
