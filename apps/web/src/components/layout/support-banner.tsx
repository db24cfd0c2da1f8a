import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useProfile } from '@/lib/profile';
import styles from './support-banner.module.css';

/**
 * Shown on every page while our staff view the portal as this customer, so nobody mistakes the session for the
 * customer's own; it names when the session ends.
 */
export function SupportBanner() {
  const { t } = useTranslation();
  const profile = useProfile();
  const session = profile.data?.support_session;
  if (!session) return null;
  return (
    <p className={styles.banner} role="status">
      {t('support_session.banner', { time: formatTime(session.expires_at, currentLanguage()) })}
    </p>
  );
}
