import type { Notification } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useMarkRead } from '../api/mark-read';
import { NotificationIcon } from './notification-icon';
import { notificationTarget, notificationText } from './notification-text';
import styles from './notifications.module.css';

/**
 * One notification; an unread one is a button, and tapping it marks it read. One about a ticket is a link to
 * its thread instead, marking it read on the way.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const lang = currentLanguage();
  const markRead = useMarkRead();
  const isUnread = notification.read_at === null;
  const { titleKey, textKey, values } = notificationText(notification, lang);
  const content = (
    <>
      <span className={styles.icon} data-kind={notification.kind}>
        <NotificationIcon kind={notification.kind} />
      </span>
      <span className={styles.body}>
        <span className={styles.itemTitle}>
          {t(titleKey)}
          {isUnread && (
            <span className={styles.unreadDot}>
              <span className="visually-hidden">{t('unread')}</span>
            </span>
          )}
        </span>
        {notification.params.account_name && (
          <span className={styles.account}>
            {t('member_account', { account: notification.params.account_name })}
          </span>
        )}
        <span className={styles.text}>{t(textKey, values)}</span>
        <time className={styles.time} dateTime={notification.created_at}>
          {formatDateTime(notification.created_at, lang)}
        </time>
      </span>
    </>
  );
  const target = notificationTarget(notification);
  return (
    <li className={styles.item} data-unread={isUnread ? 'true' : undefined}>
      {target ? (
        <Link
          to={target}
          className={styles.itemLink}
          data-unread={isUnread ? 'true' : undefined}
          onClick={() => {
            if (isUnread) markRead.mutate(notification.id);
          }}
        >
          {content}
        </Link>
      ) : isUnread ? (
        <button
          type="button"
          className={styles.itemButton}
          title={t('mark_read')}
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(notification.id)}
        >
          {content}
        </button>
      ) : (
        <div className={styles.itemRow}>{content}</div>
      )}
    </li>
  );
}
