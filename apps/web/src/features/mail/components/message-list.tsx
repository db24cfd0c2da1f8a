import type { MailMessage } from '@portal/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { formatTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { dayKey, dayLabel } from './format';
import styles from './mail.module.css';

/** Chat bubbles oldest to newest, with a date line wherever the day changes. */
export function MessageList({ messages }: { messages: MailMessage[] }) {
  const { t } = useTranslation('mail');
  const now = useNow(60_000);
  const lang = currentLanguage();
  return (
    <ol className={styles.messages} aria-label={t('conversation.list_label')}>
      {messages.map((message, index) => {
        const isNewDay =
          index === 0 || dayKey(messages[index - 1]?.created_at ?? '') !== dayKey(message.created_at);
        const label = dayLabel(message.created_at, now, lang);
        return (
          <Fragment key={message.id}>
            {isNewDay && (
              <li className={styles.daySeparator}>
                <span>{label === 'today' || label === 'yesterday' ? t(`conversation.${label}`) : label}</span>
              </li>
            )}
            <li className={styles.bubbleRow} data-mine={message.is_mine || undefined}>
              <div className={styles.bubble} data-testid="message">
                {message.is_mine && <span className="visually-hidden">{t('conversation.from_me')}: </span>}
                <p className={styles.bubbleText}>{message.body}</p>
                <span className={styles.bubbleMeta}>
                  <time dateTime={message.created_at}>{formatTime(message.created_at, lang)}</time>
                  {message.is_mine && message.read_at && message.recipient_id !== message.sender_id && (
                    <span title={t('conversation.read')}>
                      <span aria-hidden="true"> ✓✓</span>
                      <span className="visually-hidden">{t('conversation.read')}</span>
                    </span>
                  )}
                </span>
              </div>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
