import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>{t('footer.copyright', { name: t('app.name') })}</p>
      <Link to={paths.settings.path} className={styles.link}>
        {t('footer.settings')}
      </Link>
    </footer>
  );
}
