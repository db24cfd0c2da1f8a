import { LANGUAGE_TAGS, TASHKENT_TIME_ZONE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { currentLanguage } from '@/lib/i18n';
import styles from './tashkent-clock.module.css';

/** docs/product/account.md: a live clock labelled UZB, in Tashkent time, refreshed every second. */
export const CLOCK_REFRESH_MS = 1000;

export function formatTashkentTime(date: Date, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    timeZone: TASHKENT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

export function TashkentClock() {
  const { t } = useTranslation('account');
  const now = useNow(CLOCK_REFRESH_MS);
  const time = formatTashkentTime(now, LANGUAGE_TAGS[currentLanguage()]);
  return (
    <p className={styles.clock} title={t('profile.clock_title')}>
      <span className={styles.label}>{t('profile.clock_label')}</span>
      <time dateTime={now.toISOString()} className={styles.time} data-testid="tashkent-clock">
        {time}
      </time>
    </p>
  );
}
