import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppMeta } from '@/lib/app-meta';
import { lazyWithQueries } from '@/lib/query-scope';
import { useReturnPath, withReturnPath } from '@/lib/return-path';
import { useIsLoggedIn } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './header.module.css';
import { HomeIcon, SupportIcon, UserIcon, UserPlusIcon } from './icons';

// A signed-in customer's only, and it queries: a visitor's first screen loads neither it nor the query library.
const NotificationsBell = lazyWithQueries(() =>
  import('./notifications-bell').then((module) => module.NotificationsBell),
);

/** `accountSwitcher`: the team feature's switch between accounts, given by the app (shared code imports no feature). */
export function Header({ accountSwitcher }: { accountSwitcher?: ReactNode } = {}) {
  const { t } = useTranslation('common');
  const isLoggedIn = useIsLoggedIn();
  const meta = useAppMeta();
  // A visitor sent to /login on the way to a choice (a tariff, a domain) keeps it when registering instead
  // through the header, as through the form's own link. The prerendered header has no query to read: the
  // render that hydrates it writes the same links, the next one adds the destination.
  const isHydrated = useHydrated();
  const query = useReturnPath();
  const returnPath = isHydrated ? query : null;

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label={t('header.nav_label')}>
        <Link
          to={paths.home.path}
          className={styles.icon}
          title={t('header.home')}
          aria-label={t('header.home')}
        >
          <HomeIcon />
        </Link>
        <span className={styles.brand}>
          <span className={styles.title}>{t('app.name')}</span>
          {meta?.demo && (
            <span className={styles.demo} title={t('app.demo_title')}>
              {t('app.demo_badge')}
            </span>
          )}
          {isLoggedIn && accountSwitcher}
        </span>
        <span className={styles.actions}>
          {isLoggedIn && (
            <Suspense fallback={null}>
              <NotificationsBell />
            </Suspense>
          )}
          {/* The original product gave the support icon no target; a customer expects it to open the support page. */}
          <Link
            to={paths.info.path}
            className={styles.icon}
            title={t('header.support')}
            aria-label={t('header.support')}
          >
            <SupportIcon />
          </Link>
          {!isLoggedIn && (
            <Link
              to={withReturnPath(paths.registration.path, returnPath)}
              className={styles.icon}
              title={t('header.registration')}
              aria-label={t('header.registration')}
            >
              <UserPlusIcon />
            </Link>
          )}
          <Link
            to={isLoggedIn ? paths.profile.path : withReturnPath(paths.login.path, returnPath)}
            className={styles.icon}
            title={t('header.cabinet')}
            aria-label={t('header.cabinet')}
          >
            <UserIcon />
          </Link>
        </span>
      </nav>
    </header>
  );
}
