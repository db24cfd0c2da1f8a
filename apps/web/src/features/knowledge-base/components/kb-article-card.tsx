import { type KbArticleSummary, LANGUAGE_TAGS } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { Link } from 'react-router';
import { kbArticleHref } from '@/config/paths';
import styles from './kb.module.css';

/** One article in a list: its title (the link) and the start of its text. */
export function KbArticleCard({ article }: { article: KbArticleSummary }) {
  return (
    <Card as="article" className={styles.card} lang={LANGUAGE_TAGS[article.language]}>
      <h3 className={styles.cardTitle}>
        <Link className={styles.cardLink} to={kbArticleHref(article.slug)}>
          {article.title}
        </Link>
      </h3>
      <p className={styles.excerpt}>{article.excerpt}</p>
    </Card>
  );
}
