import { KB_SUGGESTION_SOURCES, LANGUAGE_TAGS } from '@portal/contracts';
import { isNotFound } from '@portal/web-kit/api';
import { Alert, Card } from '@portal/web-kit/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useKbArticle } from '../api/get-kb-article';
import { recordSuggestionOpened } from '../api/record-suggestion-opened';
import styles from './kb.module.css';
import { KbArticleFeedback } from './kb-article-feedback';

const suggestionSourceOf = (value: string | null) => KB_SUGGESTION_SOURCES.find((source) => source === value);

/**
 * /info/kb/:slug: the whole article. Its text is HTML the server rendered from markdown and sanitized to an
 * allow-list of tags (no scripts, handlers or styles), so it is put into the page as it is.
 */
export function KbArticleView({ slug }: { slug: string }) {
  const { t } = useTranslation('kb');
  const hydrated = useHydrated();
  const article = useKbArticle(slug, { enabled: hydrated });
  const [searchParams] = useSearchParams();
  const source = suggestionSourceOf(searchParams.get('source'));
  const lang = currentLanguage();

  // Opened from a suggestion (the ticket form links here with ?source=ticket-form): counted once per visit.
  useEffect(() => {
    if (source) void recordSuggestionOpened(slug, source).catch(() => undefined);
  }, [slug, source]);

  if (!hydrated || article.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (article.isError) {
    const isMissing = isNotFound(article.error);
    return (
      <Alert variant={isMissing ? 'warning' : 'danger'}>{isMissing ? t('not_found') : t('error')}</Alert>
    );
  }
  const { data } = article;
  return (
    <Card as="article" className={styles.card} lang={LANGUAGE_TAGS[data.language]}>
      <h2 className={styles.cardTitle}>{data.title}</h2>
      <p className={styles.meta}>
        {t(`categories.${data.category}`)} ·{' '}
        <time dateTime={data.updated_at}>{t('updated', { date: formatDate(data.updated_at, lang) })}</time>
      </p>
      {data.language !== lang && <Alert variant="info">{t('other_language')}</Alert>}
      <div
        className={styles.prose}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server to an allow-list of tags
        dangerouslySetInnerHTML={{ __html: data.body_html }}
      />
      <KbArticleFeedback slug={data.slug} />
    </Card>
  );
}
