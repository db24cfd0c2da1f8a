import type { TicketDetail, TicketEvent, TicketMessage } from '@portal/contracts';
import { Alert, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { AttachmentLink } from './attachment-link';
import { ticketTime } from './format-ticket';
import { TicketStatus } from './ticket-list';
import styles from './tickets.module.css';

// The thread as its owner reads it, the customer's page and the guest's private link alike; only the way a file
// is fetched differs (the session's token, or the link's).

/** Fetches one attachment's bytes with whatever proves the reader owns the ticket. */
export type OpenAttachment = (attachmentId: number) => Promise<Blob>;

type Entry = { at: string; message: TicketMessage } | { at: string; event: TicketEvent };

/** Messages and status changes in the order they happened. */
const entriesOf = (ticket: TicketDetail): Entry[] =>
  [
    ...ticket.messages.map((message) => ({ at: message.created_at, message })),
    ...ticket.events.map((event) => ({ at: event.created_at, event })),
  ].sort((a, b) => a.at.localeCompare(b.at));

function MessageCard({ message, openFile }: { message: TicketMessage; openFile: OpenAttachment }) {
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
              <AttachmentLink key={file.id} file={file} open={() => openFile(file.id)} />
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

/** The subject with the status, department, number and service, then the promise while it runs. */
export function TicketHeading({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support-tickets');
  return (
    <>
      <Card className={styles.row}>
        <h2 className={styles.rowTitle}>{ticket.subject}</h2>
        <p className={styles.meta}>
          <TicketStatus status={ticket.status} />
          <span>{t(`departments.${ticket.department}`)}</span>
          <span>{t('list.number', { id: ticket.id })}</span>
          {ticket.service && <span>{ticket.service.label}</span>}
        </p>
      </Card>
      {ticket.first_answer_due_at && (
        <Alert variant="info">{t('thread.promise', { time: ticketTime(ticket.first_answer_due_at) })}</Alert>
      )}
    </>
  );
}

/** Both sides' messages and the status changes between them. */
export function ThreadEntries({ ticket, openFile }: { ticket: TicketDetail; openFile: OpenAttachment }) {
  return (
    <ol className={styles.thread}>
      {entriesOf(ticket).map((entry) =>
        'message' in entry ? (
          <MessageCard key={`m${entry.message.id}`} message={entry.message} openFile={openFile} />
        ) : (
          <EventLine key={`e${entry.at}-${entry.event.kind}-${entry.event.to}`} event={entry.event} />
        ),
      )}
    </ol>
  );
}

/** The ticket's own signed address: a letter to it joins the thread. */
export function ReplyAddress({ address, text }: { address: string; text: string }) {
  const { t } = useTranslation('support-tickets');
  return (
    <Card className={styles.row}>
      <h2 className={styles.sectionTitle}>{t('thread.by_email')}</h2>
      <p className={styles.muted}>{text}</p>
      <p className={styles.address}>{address}</p>
    </Card>
  );
}
