import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { InTurn } from '@/lib/hydrate-in-turns';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingScreen, RouteOverlay } from './route-overlay';
import { SupportBanner } from './support-banner';

/** The mobile-style shell of spec §1–2: a centred phone-width column with header, page and footer. */
export function AppLayout() {
  return (
    <div className={styles.shell}>
      {/* A prerendered page is adopted in three turns (header, page, footer), none of them a long task. */}
      <InTurn>
        <SupportBanner />
        <Header />
      </InTurn>
      <main className={styles.main} id="main">
        <Suspense fallback={<LoadingScreen />}>
          <InTurn>
            <Outlet />
          </InTurn>
        </Suspense>
      </main>
      <InTurn>
        <Footer />
      </InTurn>
      <RouteOverlay />
      <ScrollRestoration />
    </div>
  );
}
