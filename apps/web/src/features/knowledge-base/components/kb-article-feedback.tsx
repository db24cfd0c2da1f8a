import { errorText } from '@portal/web-kit/errors';
import { Alert, Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guestTicketAboutArticleHref, newSupportTicketAboutArticleHref } from '@/config/paths';
import { useIsLoggedIn } from '@/lib/session';
import { keptVote, useVoteOnArticle } from '../api/vote-on-article';
import styles from './kb.module.css';

/**
 * The end of every article: "did this answer your question?" (counted, and shown to staff beside the article),
 * and "still stuck? write to us", which opens a ticket naming the article: a customer's new ticket, or for a
 * visitor without a session the support page's guest form. The prerender and the render adopting it are a
 * visitor's (the session's server snapshot), so a customer's link comes after hydration.
 */
export function KbArticleFeedback({ slug }: { slug: string }) {
  const { t } = useTranslation(['kb', 'errors']);
  const vote = useVoteOnArticle(slug);
  const [answer, setAnswer] = useState(() => keptVote(slug));
  const isLoggedIn = useIsLoggedIn();
  const handleVote = (helpful: boolean) =>
    vote.mutate(helpful, { onSuccess: (data) => setAnswer(data.helpful) });

  return (
    <section className={styles.feedback} aria-labelledby="kb-feedback-title">
      <h2 id="kb-feedback-title" className={styles.feedbackTitle}>
        {t('feedback.question')}
      </h2>
      <div className={styles.feedbackActions}>
        <Button
          variant="secondary"
          aria-pressed={answer === true}
          isBusy={vote.isPending && vote.variables === true}
          onClick={() => handleVote(true)}
        >
          {t('feedback.yes')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={answer === false}
          isBusy={vote.isPending && vote.variables === false}
          onClick={() => handleVote(false)}
        >
          {t('feedback.no')}
        </Button>
      </div>
      {vote.isSuccess && (
        <p className={styles.muted} role="status">
          {vote.data.helpful ? t('feedback.thanks_yes') : t('feedback.thanks_no')}
        </p>
      )}
      {vote.isError && <Alert variant="danger">{errorText(t, vote.error, t('feedback.failed'))}</Alert>}
      <p className={styles.feedbackStuck}>
        {t('feedback.still_stuck')}{' '}
        <Link to={isLoggedIn ? newSupportTicketAboutArticleHref(slug) : guestTicketAboutArticleHref(slug)}>
          {t('feedback.write_to_us')}
        </Link>
      </p>
    </section>
  );
}
