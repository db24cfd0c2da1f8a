import { useTranslation } from 'react-i18next';
import { PHP_VERSIONS } from '../content-constants';
import styles from './features-block.module.css';
import { Icon, type IconName } from './icon';

const FEATURES: readonly { key: string; icon: IconName }[] = [
  { key: 'phone', icon: 'phone' },
  { key: 'php', icon: 'code' },
  { key: 'mysql', icon: 'database' },
  { key: 'dns', icon: 'network' },
  { key: 'ftp', icon: 'folder' },
  { key: 'ssl', icon: 'lock' },
  { key: 'subdomains', icon: 'sitemap' },
  { key: 'domains', icon: 'globe' },
];

/** The advertised hosting features of docs/product/overview.md, shown to visitors only. */
export function FeaturesBlock() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.block} aria-labelledby="home-features-title">
      <h2 id="home-features-title" className={styles.title}>
        {t('features.title')}
      </h2>
      <ul className={styles.grid}>
        {FEATURES.map(({ key, icon }) => (
          <li key={key} className={styles.feature}>
            <Icon name={icon} className={styles.icon} />
            <span>{t(`features.${key}`, { versions: PHP_VERSIONS.join(', ') })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
