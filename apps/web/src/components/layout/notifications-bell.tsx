import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationsHref } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { useUnreadNotifications } from '@/lib/unread-notifications';
import styles from './header.module.css';
import { BellIcon } from './icons';

/** The header's link to the notifications with the unread count: a signed-in customer's only (lazy, it queries). */
export function NotificationsBell() {
  const { t } = useTranslation('common');
  const { data: profile } = useProfile();
  const unread = useUnreadNotifications();
  if (!profile) return null;
  const label = unread > 0 ? t('header.notifications_unread', { value: unread }) : t('header.notifications');
  return (
    <Link
      to={notificationsHref(profile.username ?? profile.id)}
      className={styles.icon}
      title={label}
      aria-label={label}
    >
      <BellIcon />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
