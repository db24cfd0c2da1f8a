import { NotificationPreferences } from './notification-preferences';
import styles from './notifications.module.css';
import { NotificationsList } from './notifications-list';

/** /user/{name}: the notifications, then where else they are sent. */
export function NotificationsScreen() {
  return (
    <div className={styles.stack}>
      <NotificationsList />
      <NotificationPreferences />
    </div>
  );
}
