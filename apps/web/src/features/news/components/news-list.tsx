import { LANGUAGE_TAGS } from '@portal/contracts';
import { Alert, Card } from '@portal/web-kit/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { newsItemHref, paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { markNewsSeen } from '@/lib/news-seen';
import { NEWS_PAGE_SIZE, useNews } from '../api/get-news';
import styles from './news.module.css';
import { excerptOf } from './news-text';
import { NoNews } from './no-news';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

const pageHref = (page: number) => (page === 1 ? paths.news.path : `${paths.news.path}?page=${page}`);

/** /news: cards with date, title and the start of the text; each opens the item. */
export function NewsList() {
  const { t } = useTranslation('news');
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const news = useNews(page);
  const lang = currentLanguage();
  // The list is newest first: once its first page has been shown, everything up to its top item is seen.
  const newestShown = page === 1 ? news.data?.items[0]?.published_at : undefined;
  useEffect(() => {
    if (newestShown) markNewsSeen(newestShown);
  }, [newestShown]);

  if (news.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (news.isError) return <Alert variant="danger">{t('error')}</Alert>;
  const { items, total } = news.data;
  if (total === 0) return <NoNews />;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));

  return (
    <div className={styles.stack}>
      <ul className={styles.list} aria-label={t('list_label')}>
        {items.map((item) => (
          <li key={item.id}>
            <Card as="article" className={styles.card} lang={LANGUAGE_TAGS[item.language]}>
              <time className={styles.date} dateTime={item.published_at}>
                {formatDate(item.published_at, lang)}
              </time>
              <h2 className={styles.cardTitle}>
                <Link className={styles.cardLink} to={newsItemHref(item.id)}>
                  {item.title}
                </Link>
              </h2>
              <p className={styles.excerpt}>{excerptOf(item.body)}</p>
            </Card>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages.label')}>
          {page > 1 ? <Link to={pageHref(page - 1)}>← {t('pages.newer')}</Link> : <span />}
          <span className={styles.muted}>{t('pages.position', { page, pages })}</span>
          {page < pages ? <Link to={pageHref(page + 1)}>{t('pages.older')} →</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
