import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import styles from './support.module.css';

const CHANNELS: readonly { key: string; icon: IconName }[] = [
  { key: 'tickets', icon: 'ticket' },
  { key: 'email', icon: 'mail' },
  { key: 'messenger', icon: 'chat' },
];

export function SupportChannels() {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="support-channels-title">
      <h2 id="support-channels-title" className={styles.title}>
        {t('support.channels.title')}
      </h2>
      <ul className={styles.channels}>
        {CHANNELS.map(({ key, icon }) => (
          <li key={key} className={styles.channel}>
            <span className={styles.channelIcon}>
              <Icon name={icon} />
            </span>
            <span>
              <strong className={styles.channelName}>{t(`support.channels.${key}`)}</strong>
              <span className={styles.muted}>{t(`support.channels.${key}_hint`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
