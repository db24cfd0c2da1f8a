import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import styles from './cabinet-layout.module.css';

// Downloaded only on a desktop: phones, and visitors whom the guard sends to /login, never load it.
const CabinetSidebar = lazy(() => import('./cabinet-sidebar'));
// The live event stream's client, likewise only for the logged-in pages.
const LiveUpdates = lazy(() => import('./live-updates'));

/**
 * The logged-in pages. On a desktop the cabinet menu stands beside the page as a sidebar; on a phone there
 * is none (the menu is the /profile page). CSS lays the columns out; the sidebar is only mounted on a
 * desktop so a phone neither renders a hidden menu nor asks the API for its counters on every page.
 */
export function CabinetLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className={styles.cabinet}>
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
      <div className={styles.content}>
        <Outlet />
      </div>
      {/* After the page in the document, so Tab reaches the page's own controls first; CSS puts it on the left. */}
      {isDesktop && (
        <Suspense fallback={null}>
          <CabinetSidebar />
        </Suspense>
      )}
    </div>
  );
}
