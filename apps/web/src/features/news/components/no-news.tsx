import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { NewsIcon } from './news-icon';
import styles from './no-news.module.css';

/** docs/product/overview.md: the news page shows a no-news message when there is nothing published. */
export function NoNews() {
  const { t } = useTranslation('news');
  return (
    <Card className={styles.empty}>
      <span className={styles.icon}>
        <NewsIcon />
      </span>
      <p className={styles.message}>{t('empty')}</p>
      <p className={styles.hint}>{t('empty_hint')}</p>
    </Card>
  );
}
