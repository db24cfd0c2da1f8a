import { type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingScreen, RouteOverlay } from './route-overlay';
import { MAIN_ID, SkipLink } from './skip-link';
import { SupportBanner } from './support-banner';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

/** The mobile-style shell of docs/product/overview.md: a centred phone-width column with header, page and footer. */
export function AppLayout({ accountSwitcher }: { accountSwitcher?: ReactNode } = {}) {
  useFocusAfterNavigation();
  return (
    <div className={styles.shell}>
      {/* Three boundaries (header, page, footer): React hydrates a prerendered page one part at a time,
          yielding between them, and each part renders on its own while its code or texts load. */}
      <Suspense fallback={null}>
        <SkipLink />
        <SupportBanner />
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
      <ScrollRestoration />
    </div>
  );
}
