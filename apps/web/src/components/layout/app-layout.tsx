import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyWithQueries } from '@/lib/query-scope';
import { useIsLoggedIn } from '@/lib/session';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingScreen, RouteOverlay } from './route-overlay';
import { MAIN_ID, SkipLink } from './skip-link';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

// Only a signed-in session can be a support session, and the banner queries the profile: lazy, with the query
// library (lib/query-scope.tsx), so a visitor's first screen loads neither.
const SupportBanner = lazyWithQueries(() =>
  import('./support-banner').then((module) => module.SupportBanner),
);

/** The mobile-style shell of docs/product/overview.md: a centred phone-width column with header, page and footer. */
export function AppLayout({ accountSwitcher }: { accountSwitcher?: ReactNode } = {}) {
  useFocusAfterNavigation();
  const isLoggedIn = useIsLoggedIn();
  return (
    <div className={styles.shell}>
      {/* Three boundaries (header, page, footer): React hydrates a prerendered page one part at a time,
          yielding between them, and each part renders on its own while its code or texts load. */}
      <Suspense fallback={null}>
        <SkipLink />
        {isLoggedIn && (
          <Suspense fallback={null}>
            <SupportBanner />
          </Suspense>
        )}
        <Header accountSwitcher={accountSwitcher} />
      </Suspense>
      {/* Focusable by script only: the skip link and a redirect put the keyboard here. */}
      <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <RouteOverlay />
    </div>
  );
}
