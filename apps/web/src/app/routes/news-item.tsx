import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { NewsArticle } from '@/features/news/components/news-article';

export function Component() {
  const { t } = useTranslation('news');
  const { id } = useParams();
  return (
    <Page title={t('title')} backTo={paths.news.path}>
      <NewsArticle id={Number(id)} />
    </Page>
  );
}
