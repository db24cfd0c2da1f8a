import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './my-data.module.css';

/** On the settings screen, for a logged-in customer: their data and the account's deletion, one link away. */
export function MyDataLink() {
  const { t } = useTranslation('my-data');
  return (
    <Card as="section" className={styles.card} aria-labelledby="my-data-link">
      <h2 id="my-data-link" className={styles.heading}>
        {t('link.title')}
      </h2>
      <p className={styles.text}>{t('link.text')}</p>
      <Link to={paths.myData.path}>{t('link.open')}</Link>
    </Card>
  );
}
