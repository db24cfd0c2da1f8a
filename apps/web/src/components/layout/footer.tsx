import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import styles from './footer.module.css';

/** A tab left open over New Year's Eve moves on to the new year within the hour. */
const YEAR_CHECK_MS = 60 * 60 * 1000;

export function Footer() {
  const { t } = useTranslation('common');
  const year = useNow(YEAR_CHECK_MS).getFullYear();
  return (
    <footer className={styles.footer}>
      {/* The prerendered pages carry the build's year; a page built last year is corrected within the hour. */}
      <p className={styles.copyright} suppressHydrationWarning>
        {t('footer.copyright', { name: t('app.name'), year })}
      </p>
      <Link to={paths.settings.path} className={styles.link}>
        {t('footer.settings')}
      </Link>
    </footer>
  );
}
