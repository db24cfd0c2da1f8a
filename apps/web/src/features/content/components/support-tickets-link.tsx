import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LinkRow } from './link-row';
import styles from './support.module.css';

/**
 * The support page's way to the ticket desk. A plain link, the same for everyone, so the prerendered page adopts
 * it as it is; a visitor who is not logged in is sent to log in first by the private route.
 */
export function SupportTicketsLink() {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="support-tickets-title">
      <h2 id="support-tickets-title" className={styles.title}>
        {t('support.tickets.title')}
      </h2>
      <Card>
        <LinkRow
          to={paths.supportTickets.path}
          icon="ticket"
          label={t('support.tickets.link')}
          hint={t('support.tickets.text')}
        />
      </Card>
    </section>
  );
}
