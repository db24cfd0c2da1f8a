import type { TicketDetail, TicketEvent, TicketMessage } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTicket } from '../api/get-tickets';
import { useCloseTicket, useReopenTicket } from '../api/ticket-mutations';
import { AttachmentLink } from './attachment-link';
import { ticketTime } from './format-ticket';
import { RatingForm } from './rating-form';
import { ReplyForm } from './reply-form';
import { TicketStatus } from './ticket-list';
import styles from './tickets.module.css';

type Entry = { at: string; message: TicketMessage } | { at: string; event: TicketEvent };

/** Messages and status changes in the order they happened. */
const entriesOf = (ticket: TicketDetail): Entry[] =>
  [
    ...ticket.messages.map((message) => ({ at: message.created_at, message })),
    ...ticket.events.map((event) => ({ at: event.created_at, event })),
  ].sort((a, b) => a.at.localeCompare(b.at));

function MessageCard({ ticketId, message }: { ticketId: number; message: TicketMessage }) {
  const { t } = useTranslation('support-tickets');
  const author =
    message.author === 'customer'
      ? t('thread.you')
      : message.author === 'staff'
        ? (message.author_name ?? t('thread.team'))
        : t('thread.system');
  return (
    <li>
      <Card as="article" className={styles.message} data-author={message.author}>
        <p className={styles.messageHead}>
          <strong>{author}</strong>
          <time dateTime={message.created_at}>{ticketTime(message.created_at)}</time>
        </p>
        <p className={styles.body}>{message.body}</p>
        {message.attachments.length > 0 && (
          <ul className={styles.files} aria-label={t('thread.attachments')}>
            {message.attachments.map((file) => (
              <AttachmentLink key={file.id} ticketId={ticketId} file={file} />
            ))}
          </ul>
        )}
      </Card>
    </li>
  );
}

function EventLine({ event }: { event: TicketEvent }) {
  const { t } = useTranslation('support-tickets');
  const text =
    event.kind === 'status' && event.to
      ? t('thread.event_status', { status: t(`status.${event.to}`, { defaultValue: event.to }) })
      : event.kind === 'department' && event.to
        ? t('thread.event_department', {
            department: t(`departments.${event.to}`, { defaultValue: event.to }),
          })
        : t('thread.event_merged');
  return (
    <li>
      <p className={styles.event}>
        {text} · {ticketTime(event.created_at)}
      </p>
    </li>
  );
}

function TicketActions({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support-tickets');
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
          <ReplyForm ticketId={ticket.id} />
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
      <Card className={styles.row}>
        <h2 className={styles.rowTitle}>{data.subject}</h2>
        <p className={styles.meta}>
          <TicketStatus status={data.status} />
          <span>{t(`departments.${data.department}`)}</span>
          <span>{t('list.number', { id: data.id })}</span>
          {data.service && <span>{data.service.label}</span>}
        </p>
      </Card>
      {data.first_answer_due_at && (
        <Alert variant="info">{t('thread.promise', { time: ticketTime(data.first_answer_due_at) })}</Alert>
      )}
      <ol className={styles.thread}>
        {entriesOf(data).map((entry) =>
          'message' in entry ? (
            <MessageCard key={`m${entry.message.id}`} ticketId={data.id} message={entry.message} />
          ) : (
            <EventLine key={`e${entry.at}-${entry.event.kind}-${entry.event.to}`} event={entry.event} />
          ),
        )}
      </ol>
      <TicketActions ticket={data} />
      {data.can_rate && <RatingForm ticketId={data.id} />}
      {data.rating !== null && (
        <p className={styles.muted}>
          {t('rating.given', { count: data.rating })}
          {data.rating_comment ? ` — ${data.rating_comment}` : ''}
        </p>
      )}
      <Card className={styles.row}>
        <h2 className={styles.sectionTitle}>{t('thread.by_email')}</h2>
        <p className={styles.muted}>{t('thread.by_email_text')}</p>
        <p className={styles.address}>{data.reply_address}</p>
      </Card>
    </div>
  );
}
