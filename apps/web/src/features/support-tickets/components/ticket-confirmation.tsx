import { errorStatus } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { Alert, buttonClassName } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmTicket } from '../api/confirm-ticket';
import styles from './tickets.module.css';

const ticketPathOf = (id: number) => paths.supportTicket.path.replace(':id', String(id));

function SupportLink() {
  const { t } = useTranslation('support-tickets');
  return (
    <p>
      <Link className={buttonClassName({ variant: 'secondary' })} to={paths.info.path}>
        {t('confirm.to_support')}
      </Link>
    </p>
  );
}

/**
 * /support/confirm: the link mailed to a customer when a ticket came in their name without proof. Opening it
 * spends the token once and says where the ticket is.
 */
export function TicketConfirmation({ token }: { token: string | null }) {
  const { t } = useTranslation(['support-tickets', 'errors']);
  const confirm = useConfirmTicket(token);

  if (token && confirm.isPending)
    return (
      <p className={styles.muted} role="status" aria-busy="true">
        {t('confirm.busy')}
      </p>
    );
  if (confirm.isSuccess) {
    const id = confirm.data.ticket_id;
    return (
      <div className={styles.stack}>
        <Alert variant="success">
          <strong>{t('confirm.done_title', { ticket: id })}</strong> {t('confirm.done')}
        </Alert>
        <p>
          <Link className={buttonClassName({ variant: 'primary' })} to={ticketPathOf(id)}>
            {t('confirm.open_ticket')}
          </Link>
        </p>
      </div>
    );
  }
  if (confirm.isError && errorStatus(confirm.error) !== 404)
    return (
      <div className={styles.stack}>
        <Alert variant="danger">{errorText(t, confirm.error, t('confirm.failed'))}</Alert>
        <SupportLink />
      </div>
    );
  // No token, or one the API does not know: used already, expired, or cut short by a mail program.
  return (
    <div className={styles.stack}>
      <Alert variant="warning">
        <strong>{t('confirm.invalid_title')}</strong> {t('confirm.invalid')}
      </Alert>
      <SupportLink />
    </div>
  );
}
