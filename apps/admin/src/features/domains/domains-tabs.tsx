import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import styles from './domains.module.css';

const TABS = [
  { to: paths.domainQueue, label: 'domains:tabs.queue' },
  { to: paths.domainPrices, label: 'domains:tabs.prices' },
  { to: paths.domainRegistrar, label: 'domains:tabs.registrar' },
] as const;

/** The three domain pages of the console, one link each. */
export function DomainsTabs() {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('domains:title')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={styles.tab}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
