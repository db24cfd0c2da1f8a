import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

/** The list of /user/{name}: newest first, unread marked, with "mark all as read" and the empty state. */
export function NotificationsList() {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const markAll = useMarkAllRead();

  if (notifications.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (notifications.isError) return <Alert variant="danger">{t('error')}</Alert>;
  const pages = notifications.data.pages;
  const items = pages.flatMap((page) => page.data);
  const unread = pages[0]?.unread ?? 0;
  if (items.length === 0) {
    return (
      <Card className={styles.empty}>
        <p className={styles.emptyMessage}>{t('empty')}</p>
        <p className={styles.muted}>{t('empty_hint')}</p>
      </Card>
    );
  }

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <span className={styles.muted} role="status">
          {t('unread_count', { value: unread })}
        </span>
        <Button
          variant="secondary"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('mark_all')}
        </Button>
      </div>
      <Card className={styles.listCard}>
        <ul className={styles.list} aria-label={t('list_label')}>
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      </Card>
      {notifications.hasNextPage && (
        <Button
          variant="secondary"
          disabled={notifications.isFetchingNextPage}
          onClick={() => notifications.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
    </div>
  );
}
