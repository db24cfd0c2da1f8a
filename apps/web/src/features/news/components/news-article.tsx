import { LANGUAGE_TAGS } from '@portal/contracts';
import { isNotFound } from '@portal/web-kit/api';
import { Alert, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useNewsItem } from '../api/get-news-item';
import styles from './news.module.css';
import { paragraphsOf } from './news-text';

/** /news/:id: the whole item. The body is plain text rendered as paragraphs, never as HTML. */
export function NewsArticle({ id }: { id: number }) {
  const { t } = useTranslation('news');
  const item = useNewsItem(id);
  const lang = currentLanguage();

  if (!Number.isInteger(id) || id <= 0) return <Alert variant="warning">{t('not_found')}</Alert>;
  if (item.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (item.isError) {
    const isMissing = isNotFound(item.error);
    return (
      <Alert variant={isMissing ? 'warning' : 'danger'}>{isMissing ? t('not_found') : t('error')}</Alert>
    );
  }
  const { data } = item;
  return (
    <Card as="article" className={styles.article} lang={LANGUAGE_TAGS[data.language]}>
      <time className={styles.date} dateTime={data.published_at}>
        {formatDate(data.published_at, lang)}
      </time>
      <h2 className={styles.articleTitle}>{data.title}</h2>
      {paragraphsOf(data.body).map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text split once per render
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </Card>
  );
}
