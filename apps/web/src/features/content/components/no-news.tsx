import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Icon } from './icon';
import styles from './no-news.module.css';

/** Shown until news exist (spec §1: the news page shows a no-news message). */
export function NoNews() {
  const { t } = useTranslation('content');
  return (
    <Card className={styles.empty}>
      <span className={styles.icon}>
        <Icon name="news" />
      </span>
      <p className={styles.message}>{t('news.empty')}</p>
      <p className={styles.hint}>{t('news.empty_hint')}</p>
    </Card>
  );
}
