import type { StaffMe } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { paths, ticketPath } from '@/config/paths';
import { formatDuration } from '@/lib/duration';
import { loadFailure } from '@/lib/load-failure';
import { useTicket } from './api/get-ticket';
import { CustomerSummary } from './customer-summary';
import { dueText } from './duration';
import { ReplyForm } from './reply-form';
import { SenderUnverifiedBadge } from './sender-unverified';
import { mayAnswer, TicketControls } from './ticket-controls';
import { TicketThread } from './ticket-thread';
import styles from './tickets.module.css';

/** One ticket: the thread beside the customer's summary, the answer form and what the member may change. */
export function TicketPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const id = Number(useParams().id);
  const query = useTicket(id);
  const ticket = query.data;
  if (!ticket) {
    return (
      <section className={ui.stack}>
        <Link to={paths.tickets}>{t('tickets:back')}</Link>
        <Banner tone="error">{query.isError ? loadFailure(query.error, t) : null}</Banner>
        {!query.isError && <p role="status">{t('common:loading')}</p>}
      </section>
    );
  }
  const due = dueText(ticket.due_in_seconds, t);
  return (
    <section className={ui.stack}>
      <Link to={paths.tickets}>{t('tickets:back')}</Link>
      <h1 className={styles.title}>
        #{ticket.id} {ticket.subject}
      </h1>
      <p className={ui.hint}>
        {t(`tickets:statuses.${ticket.status}`)} · {t(`tickets:departments.${ticket.department}`)} ·{' '}
        {t('tickets:assignee')}: {ticket.assignee_name ?? t('tickets:nobody')} · {t('tickets:age')}:{' '}
        {formatDuration(ticket.age_seconds, t)} ·{' '}
        <span
          className={due.tone ? `${ui.badge} ${styles.due}` : undefined}
          data-tone={due.tone ?? undefined}
        >
          {due.text}
        </span>
        {ticket.service && <> · {ticket.service.label}</>}
      </p>
      {ticket.kb_article && (
        <p className={ui.hint}>
          {t('tickets:kb_article', { title: ticket.kb_article.title, slug: ticket.kb_article.slug })}
        </p>
      )}
      {ticket.sender_unverified && (
        <p className={ui.hint}>
          <SenderUnverifiedBadge /> {t('tickets:sender_unverified_hint', { email: ticket.customer_email })}
        </p>
      )}
      {ticket.merged_into !== null && (
        <p className={ui.hint}>
          {t('tickets:merged_into')} <Link to={ticketPath(ticket.merged_into)}>#{ticket.merged_into}</Link>
        </p>
      )}
      <div className={styles.layout}>
        <div className={ui.stack}>
          <TicketThread ticket={ticket} />
          {mayAnswer(me, ticket) && <ReplyForm key={`reply-${ticket.id}`} ticket={ticket} />}
          <TicketControls key={`controls-${ticket.id}`} ticket={ticket} me={me} />
        </div>
        <CustomerSummary ticket={ticket} />
      </div>
    </section>
  );
}
