import type { TicketDetail } from '@portal/contracts';
import { Alert, Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kbArticleHref } from '@/config/paths';
import { getAttachment, useTicket } from '../api/get-tickets';
import { useCloseTicket, useReopenTicket, useReplyToTicket } from '../api/ticket-mutations';
import { RatingForm } from './rating-form';
import { ReplyForm } from './reply-form';
import { ReplyAddress, ThreadEntries, TicketHeading } from './thread-parts';
import styles from './tickets.module.css';

function TicketActions({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support-tickets');
  const reply = useReplyToTicket(ticket.id);
  const close = useCloseTicket(ticket.id);
  const reopen = useReopenTicket(ticket.id);
  const [failed, setFailed] = useState(false);
  const run = (action: typeof close) => {
    setFailed(false);
    action.mutate(undefined, { onError: () => setFailed(true) });
  };
  return (
    <div className={styles.stack}>
      {ticket.status === 'closed' ? (
        ticket.can_reopen ? (
          <div className={styles.actions}>
            <Button variant="secondary" isBusy={reopen.isPending} onClick={() => run(reopen)}>
              {t('thread.reopen')}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{t('thread.closed_for_good')}</p>
        )
      ) : (
        <>
          <ReplyForm send={reply.mutateAsync} />
          <div className={styles.actions}>
            <Button variant="ghost" isBusy={close.isPending} onClick={() => run(close)}>
              {t('thread.close')}
            </Button>
          </div>
        </>
      )}
      {failed && <Alert variant="danger">{t('thread.action_failed')}</Alert>}
    </div>
  );
}

/** /support/tickets/:id: the thread with both sides' messages, the promise, replying, closing and rating. */
export function TicketThread({ id }: { id: number }) {
  const { t } = useTranslation('support-tickets');
  const ticket = useTicket(id);
  if (ticket.isPending) return <p className={styles.muted} aria-busy="true" />;
  if (ticket.isError) return <Alert variant="danger">{t('thread.failed')}</Alert>;
  const data = ticket.data;
  return (
    <div className={styles.stack}>
      <TicketHeading ticket={data} />
      {data.kb_article && (
        <p className={styles.articleNote}>
          {t('thread.article')} <Link to={kbArticleHref(data.kb_article.slug)}>{data.kb_article.title}</Link>
        </p>
      )}
      <ThreadEntries ticket={data} openFile={(attachmentId) => getAttachment(data.id, attachmentId)} />
      <TicketActions ticket={data} />
      {/* Once rated, only the given score shows: an empty form above it read as "not rated yet". */}
      {data.can_rate && data.rating === null && <RatingForm ticketId={data.id} />}
      {data.rating !== null && (
        <p className={styles.muted}>
          {t('rating.given', { count: data.rating })}
          {data.rating_comment ? ` — ${data.rating_comment}` : ''}
        </p>
      )}
      <ReplyAddress address={data.reply_address} text={t('thread.by_email_text')} />
    </div>
  );
}
