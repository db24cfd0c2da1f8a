import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import lists from './home-lists.module.css';
import { LinkRow } from './link-row';
import styles from './support.module.css';

/**
 * The support page's way to the ticket desk. A visitor who is not logged in is sent to log in first by the
 * private route (or writes through the guest form below it); a customer also gets the way to a new ticket. The
 * prerender and the render that adopts it are a visitor's, so a customer's extra row comes after hydration.
 */
export function SupportTicketsLink({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="support-tickets-title">
      <h2 id="support-tickets-title" className={styles.title}>
        {t('support.tickets.title')}
      </h2>
      <ul className={lists.list}>
        {isLoggedIn && (
          <li>
            <LinkRow
              to={paths.newSupportTicket.path}
              icon="mail"
              label={t('support.tickets.new')}
              hint={t('support.tickets.new_text')}
            />
          </li>
        )}
        <li>
          <LinkRow
            to={paths.supportTickets.path}
            icon="ticket"
            label={t('support.tickets.link')}
            hint={t('support.tickets.text')}
          />
        </li>
      </ul>
    </section>
  );
}
