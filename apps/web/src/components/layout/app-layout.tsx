import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingScreen, RouteOverlay } from './route-overlay';
import { SupportBanner } from './support-banner';

/** The mobile-style shell of spec §1–2: a centred phone-width column with header, page and footer. */
export function AppLayout() {
  return (
    <div className={styles.shell}>
      {/* Three boundaries (header, page, footer): React hydrates a prerendered page one part at a time,
          yielding between them, and each part renders on its own while its code or texts load. */}
      <Suspense fallback={null}>
        <SupportBanner />
        <Header />
      </Suspense>
      <main className={styles.main} id="main">
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
