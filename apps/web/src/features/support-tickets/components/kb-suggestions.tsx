import { KB_LIMITS } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kbArticleHref } from '@/config/paths';
import { useKbSuggestions } from '../api/get-kb-suggestions';
import styles from './tickets.module.css';

/** The pause after the last key before articles are looked up, so each word typed is not a request. */
export const SUGGEST_DELAY_MS = 300;

/**
 * The words to search for: what the API accepts (no control characters, at most its query length), so a pasted
 * tab or an overlong subject never turns each pause in typing into a refused request.
 */
const searchWords = (subject: string) =>
  subject
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, KB_LIMITS.queryMax)
    .trim();

/** Articles that may answer the question before it is sent; opening one is counted by the article page. */
export function KbSuggestions({ subject }: { subject: string }) {
  const { t } = useTranslation('support-tickets');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(searchWords(subject)), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [subject]);
  const suggestions = useKbSuggestions(query);
  const articles = query.length >= 2 ? (suggestions.data ?? []) : [];
  if (articles.length === 0) return null;
  return (
    <section className={styles.stack} aria-live="polite">
      <h2 className={styles.sectionTitle}>{t('new.suggestions')}</h2>
      <ul className={styles.suggestions}>
        {articles.map((article) => (
          <li key={article.slug}>
            <Link className={styles.link} to={`${kbArticleHref(article.slug)}?source=ticket-form`}>
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
