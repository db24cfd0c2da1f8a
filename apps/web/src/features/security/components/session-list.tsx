import type { AuthHistoryEntry } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './session-list.module.css';

type Props = {
  sessions: readonly AuthHistoryEntry[];
  onEnd: (sessionId: string) => void;
  endingId: string | null;
};

export function SessionList({ sessions, onEnd, endingId }: Props) {
  const { t } = useTranslation('security');
  const lang = currentLanguage();
  return (
    <ul className={styles.list}>
      {sessions.map((session) => (
        <li key={session.session_id} className={styles.item} data-current={session.is_current || undefined}>
          <div className={styles.head}>
            <span className={styles.device}>
              {t('sessions.device', { browser: session.browser, system: session.system })}
            </span>
            {session.is_current && <span className={styles.badge}>{t('sessions.this_device')}</span>}
            {session.support_session && <span className={styles.badge}>{t('sessions.support_session')}</span>}
          </div>
          <dl className={styles.facts}>
            <dt>{t('sessions.login_time')}</dt>
            <dd>
              <time dateTime={session.login_time}>{formatDateTime(session.login_time, lang)}</time>
            </dd>
            <dt>{t('sessions.last_active')}</dt>
            <dd>
              <time dateTime={session.last_active}>{formatDateTime(session.last_active, lang)}</time>
            </dd>
            <dt>{t('sessions.ip')}</dt>
            <dd>{session.ip_address}</dd>
          </dl>
          {!session.is_current && (
            <Button
              variant="danger"
              className={styles.end}
              isBusy={endingId === session.session_id}
              onClick={() => onEnd(session.session_id)}
              aria-label={t('sessions.end_label', { browser: session.browser, system: session.system })}
            >
              {t('sessions.end')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
