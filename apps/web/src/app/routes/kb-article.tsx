import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { KbArticleView } from '@/features/knowledge-base/components/kb-article-view';

export function Component() {
  const { t } = useTranslation('kb');
  const { slug = '' } = useParams();
  return (
    <Page title={t('title')} backTo={paths.kb.path}>
      <KbArticleView slug={slug} />
    </Page>
  );
}
