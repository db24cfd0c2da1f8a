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
      <SupportBanner />
      <Header />
      <main className={styles.main} id="main">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <RouteOverlay />
      <ScrollRestoration />
    </div>
  );
}
