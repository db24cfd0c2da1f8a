import type { AdminTicketDetail } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerLink } from '@/components/customer-link';
import ui from '@/components/ui.module.css';
import { ticketPath } from '@/config/paths';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './tickets.module.css';

/**
 * Who wrote, beside the thread: balance, services, recent payments and earlier tickets, as the API answers;
 * statuses in the console's words (the same namespaces as the orders, domains and payments pages).
 */
export function CustomerSummary({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const customer = ticket.customer;
  return (
    <Card as="aside" className={styles.summary} aria-labelledby="customer-summary">
      <h2 id="customer-summary">{t('tickets:customer')}</h2>
      {customer === null ? (
        <p>
          {ticket.customer_name} · {ticket.customer_email} · {t('tickets:guest')}
        </p>
      ) : (
        <>
          <CustomerLink id={customer.id} name={customer.name} email={customer.email} />
          <dl className={styles.facts}>
            <dt>{t('tickets:balance')}</dt>
            <dd>{formatSom(customer.balance, lang)}</dd>
            <dt>{t('tickets:language')}</dt>
            <dd>{t(`common:language_names.${customer.language}`, { defaultValue: customer.language })}</dd>
          </dl>
          <h3>{t('tickets:services')}</h3>
          {customer.services.length === 0 ? (
            <p className={ui.empty}>{t('tickets:none_yet')}</p>
          ) : (
            <ul className={styles.plain}>
              {customer.services.map((service) => (
                <li key={`${service.kind}-${service.id}`}>
                  {service.label} ·{' '}
                  {t(`${service.kind === 'order' ? 'order_statuses' : 'domain_statuses'}:${service.status}`, {
                    defaultValue: service.status,
                  })}
                </li>
              ))}
            </ul>
          )}
          <h3>{t('tickets:recent_payments')}</h3>
          {customer.recent_payments.length === 0 ? (
            <p className={ui.empty}>{t('tickets:none_yet')}</p>
          ) : (
            <ul className={styles.plain}>
              {customer.recent_payments.map((payment) => (
                <li key={payment.id}>
                  {formatSom(payment.amount, lang)} ·{' '}
                  {t(`invoice_statuses:${payment.status}`, { defaultValue: payment.status })} ·{' '}
                  {formatDateTime(payment.created_at)}
                </li>
              ))}
            </ul>
          )}
          <h3>{t('tickets:earlier_tickets')}</h3>
          {customer.earlier_tickets.length === 0 ? (
            <p className={ui.empty}>{t('tickets:none_yet')}</p>
          ) : (
            <ul className={styles.plain}>
              {customer.earlier_tickets.map((earlier) => (
                <li key={earlier.id}>
                  <Link to={ticketPath(earlier.id)}>
                    #{earlier.id} {earlier.subject}
                  </Link>{' '}
                  · {t(`tickets:statuses.${earlier.status}`)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
