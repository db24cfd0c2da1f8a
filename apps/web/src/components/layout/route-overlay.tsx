import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePendingLoads } from '@/lib/routing/pending-loads';
import styles from './route-overlay.module.css';

/** docs/product/overview.md: a full-screen loading overlay for 50 ms on every route change. */
export const ROUTE_OVERLAY_MS = 50;

export function RouteOverlay() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const pendingLoads = usePendingLoads();
  const [isFlashing, setIsFlashing] = useState(false);
  const previousPath = useRef(pathname);

  // A layout effect: the overlay comes up with the route change itself, before the browser paints the new
  // screen, so a tap at once already meets it.
  useLayoutEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    setIsFlashing(true);
    const timer = window.setTimeout(() => setIsFlashing(false), ROUTE_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  // A lazy screen still downloading keeps the overlay up past the 50 ms.
  if (!isFlashing && pendingLoads === 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="route-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** The same overlay for a lazy screen's first download (Suspense fallback). */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
