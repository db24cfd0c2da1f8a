import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';

/**
 * A ticket sent in a customer's name without proof (mail that failed authentication, or the site's form with
 * their e-mail): staff answer the address as a guest until the owner confirms the mailed link.
 */
export function SenderUnverifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className={ui.badge} data-tone="danger">
      {t('tickets:sender_unverified')}
    </span>
  );
}
