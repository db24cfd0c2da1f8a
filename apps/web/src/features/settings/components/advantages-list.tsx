import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import styles from './advantages-list.module.css';
import { SettingsIcon } from './settings-icon';

const ADVANTAGES = ['phone', 'instant', 'billing', 'payments', 'ssl', 'panel', 'support'] as const;

export function AdvantagesList() {
  const { t } = useTranslation('settings');
  return (
    <section aria-labelledby="settings-advantages-title">
      <h2 id="settings-advantages-title" className={styles.title}>
        {t('advantages.title')}
      </h2>
      <Card as="ul" className={styles.list}>
        {ADVANTAGES.map((key) => (
          <li key={key} className={styles.item}>
            <span className={styles.mark}>
              <SettingsIcon name="check" />
            </span>
            <span>
              <strong className={styles.name}>{t(`advantages.${key}.title`)}</strong>
              <span className={styles.text}>{t(`advantages.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </Card>
    </section>
  );
}
