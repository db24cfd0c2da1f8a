import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { SUPPORT_HOURS } from '../content-constants';
import { Icon } from './icon';
import styles from './support.module.css';

export function SupportHours() {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="support-hours-title">
      <h2 id="support-hours-title" className={styles.title}>
        {t('support.hours.title')}
      </h2>
      <Card>
        <dl className={styles.hours}>
          {SUPPORT_HOURS.map(({ day, from, to }) => (
            <div key={day} className={styles.hoursRow}>
              <dt>{t(`support.hours.${day}`)}</dt>
              <dd>
                <time>{from}</time>–<time>{to}</time>
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.zone}>
          <Icon name="clock" className={styles.zoneIcon} />
          {t('support.hours.time_zone')}
        </p>
      </Card>
    </section>
  );
}
