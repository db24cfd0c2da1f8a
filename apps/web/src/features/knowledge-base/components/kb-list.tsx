import { KB_CATEGORIES, type KbArticleSummary } from '@portal/contracts';
import { Alert } from '@portal/web-kit/ui';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';
import { useKbArticles } from '../api/get-kb-articles';
import styles from './kb.module.css';
import { KbArticleCard } from './kb-article-card';
import { KbSearchField } from './kb-search-field';

function ArticleList({ articles, label }: { articles: KbArticleSummary[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {articles.map((article) => (
        <li key={article.slug}>
          <KbArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /info/kb: the search box and the articles, by category, or the matches of the search. The prerendered page
 * shows them loading; adopting it renders the same (even if the answer came first), then the articles.
 */
export function KbList() {
  const { t } = useTranslation('kb');
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const typed = hydrated ? (searchParams.get('q') ?? '') : '';
  // Typing stays instant; the request follows the deferred text.
  const query = useDeferredValue(typed.trim());
  const articles = useKbArticles(query, { enabled: hydrated });

  const handleSearch = (next: string) =>
    setSearchParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });

  let results: React.ReactNode;
  if (!hydrated || articles.isPending) results = <p className={styles.muted}>{t('loading')}</p>;
  else if (articles.isError) results = <Alert variant="danger">{t('error')}</Alert>;
  else if (articles.data.length === 0)
    results = <p className={styles.muted}>{query ? t('search.nothing', { query }) : t('empty')}</p>;
  else if (query) results = <ArticleList articles={articles.data} label={t('search.results')} />;
  else
    results = KB_CATEGORIES.map((category) => {
      const inCategory = articles.data.filter((article) => article.category === category);
      if (inCategory.length === 0) return null;
      return (
        <section key={category} className={styles.group} aria-labelledby={`kb-category-${category}`}>
          <h2 id={`kb-category-${category}`} className={styles.groupTitle}>
            {t(`categories.${category}`)}
          </h2>
          <ArticleList articles={inCategory} label={t(`categories.${category}`)} />
        </section>
      );
    });

  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{t('intro')}</p>
      <KbSearchField value={typed} onSearch={handleSearch} />
      <div className={styles.stack} aria-live="polite" aria-busy={!hydrated || articles.isFetching}>
        {results}
      </div>
    </div>
  );
}
