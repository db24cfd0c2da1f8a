import { type AuthHistoryEntry, TASHKENT_TIME_ZONE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './session-list.module.css';

type Props = {
  sessions: readonly AuthHistoryEntry[];
  onEnd: (sessionId: string) => void;
  endingId: string | null;
};

const tashkentParts = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TASHKENT_TIME_ZONE,
});

/**
 * "22.11.2026 09:30" in Tashkent time: the day-first numeric form read the same way in all five languages
 * (some engines spell uz-Latn months as "M11").
 */
export function formatSessionTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    tashkentParts.formatToParts(date).find((item) => item.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

export function SessionList({ sessions, onEnd, endingId }: Props) {
  const { t } = useTranslation('security');
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
              <time dateTime={session.login_time}>{formatSessionTime(session.login_time)}</time>
            </dd>
            <dt>{t('sessions.last_active')}</dt>
            <dd>
              <time dateTime={session.last_active}>{formatSessionTime(session.last_active)}</time>
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
