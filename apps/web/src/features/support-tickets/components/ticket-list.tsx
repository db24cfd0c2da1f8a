import type { TicketSummary } from '@portal/contracts';
import { Alert, buttonClassName, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, supportTicketHref } from '@/config/paths';
import { useTickets } from '../api/get-tickets';
import { ticketTime } from './format-ticket';
import styles from './tickets.module.css';

export function TicketStatus({ status }: { status: TicketSummary['status'] }) {
  const { t } = useTranslation('support-tickets');
  return (
    <span className={styles.status} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

function TicketRow({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation('support-tickets');
  return (
    <li>
      <Card className={styles.row}>
        <h2 className={styles.rowTitle}>
          <Link to={supportTicketHref(ticket.id)}>{ticket.subject}</Link>
        </h2>
        <p className={styles.meta}>
          <TicketStatus status={ticket.status} />
          <span>{t(`departments.${ticket.department}`)}</span>
          <span>{t('list.number', { id: ticket.id })}</span>
        </p>
        <p className={styles.muted}>{t('list.last_message', { time: ticketTime(ticket.last_message_at) })}</p>
      </Card>
    </li>
  );
}

/** /support/tickets: the customer's tickets, the latest activity first. */
export function TicketList() {
  const { t } = useTranslation('support-tickets');
  const tickets = useTickets();
  const newButton = (
    <Link className={buttonClassName({ variant: 'primary' })} to={paths.newSupportTicket.path}>
      {t('list.new')}
    </Link>
  );
  if (tickets.isPending) return <p className={styles.muted} aria-busy="true" />;
  if (tickets.isError) return <Alert variant="danger">{t('list.failed')}</Alert>;
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>{newButton}</div>
      {tickets.data.length === 0 ? (
        <Card className={styles.row}>
          <p className={styles.muted}>{t('list.empty')}</p>
        </Card>
      ) : (
        <ul className={styles.list}>
          {tickets.data.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
    </div>
  );
}
