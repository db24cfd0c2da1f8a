import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { NewsList } from '@/features/news/components/news-list';

export function Component() {
  const { t } = useTranslation('news');
  return (
    <Page title={t('title')} isWide>
      <NewsList />
    </Page>
  );
}
