import type { TicketDetail } from '@portal/contracts';
import { errorStatus } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { Alert, buttonClassName } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getGuestAttachment, useGuestTicket, useReplyAsGuest } from '../api/guest-ticket';
import { ReplyForm } from './reply-form';
import { ReplyAddress, ThreadEntries, TicketHeading } from './thread-parts';
import styles from './tickets.module.css';

/** A link that opens no ticket: cut short by a mail program, mistyped, or of a ticket that is gone. */
function InvalidLink() {
  const { t } = useTranslation('support-tickets');
  return (
    <div className={styles.stack}>
      <Alert variant="warning">
        <strong>{t('guest_thread.invalid_title')}</strong> {t('guest_thread.invalid')}
      </Alert>
      <p>
        <Link className={buttonClassName({ variant: 'secondary' })} to={paths.info.path}>
          {t('guest_thread.to_support')}
        </Link>
      </p>
    </div>
  );
}

function GuestReply({ token, ticket }: { token: string; ticket: TicketDetail }) {
  const { t } = useTranslation('support-tickets');
  const reply = useReplyAsGuest(token);
  if (ticket.status === 'closed' && !ticket.can_reopen) {
    return <p className={styles.muted}>{t('guest_thread.closed_for_good')}</p>;
  }
  return (
    <div className={styles.stack}>
      {ticket.status === 'closed' && <p className={styles.muted}>{t('guest_thread.reply_reopens')}</p>}
      <ReplyForm send={reply.mutateAsync} />
    </div>
  );
}

/**
 * /support/guest: the thread a visitor without an account opened, read through the e-mailed link's token. There
 * is no live stream for a guest; the thread is read again every minute while it is open.
 */
export function GuestThread({ token }: { token: string | null }) {
  if (!token) return <InvalidLink />;
  return <GuestThreadOf token={token} />;
}

function GuestThreadOf({ token }: { token: string }) {
  const { t } = useTranslation(['support-tickets', 'errors']);
  const ticket = useGuestTicket(token);
  if (ticket.isPending) return <p className={styles.muted} aria-busy="true" />;
  if (ticket.isError) {
    // The API answers 404 for any token it does not know, so nothing tells whether a ticket ever existed.
    return errorStatus(ticket.error) === 404 ? (
      <InvalidLink />
    ) : (
      // A limited address is told how long to wait (the kit words every 429).
      <Alert variant="danger">{errorText(t, ticket.error, t('guest_thread.failed'))}</Alert>
    );
  }
  const data = ticket.data;
  return (
    <div className={styles.stack}>
      <TicketHeading ticket={data} />
      <p className={styles.muted}>{t('guest_thread.keep_link')}</p>
      <ThreadEntries ticket={data} openFile={(attachmentId) => getGuestAttachment(token, attachmentId)} />
      <GuestReply token={token} ticket={data} />
      <ReplyAddress address={data.reply_address} text={t('guest_thread.by_email_text')} />
    </div>
  );
}
