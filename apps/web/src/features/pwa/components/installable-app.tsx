import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { browserLocation } from '@/lib/browser-location';
import { currentLanguage } from '@/lib/i18n';
import { linkManifest } from '../manifest-link';
import { type RegisterServiceWorker, registerServiceWorker } from '../register-service-worker';
import { isOnline, useOnline } from '../use-online';
import { OfflineBanner } from './offline-banner';
import styles from './pwa.module.css';

// Shown only after a start without network (the worker answered, so its cache holds these chunks) or when a new
// version waits (online): neither belongs in every page's first download.
const OfflineScreen = lazy(() =>
  import('./offline-screen').then((module) => ({ default: module.OfflineScreen })),
);
const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * The installable app around the portal: registers the service worker, asks to reload when a new
 * version waits, and says when there is no network. A start without network means the worker answered with the
 * cached shell: the offline screen stands in for the page (its data cannot load) and the page opens once the
 * network is back. A network lost later leaves the page as it is, under a banner.
 */
export function InstallableApp({
  children,
  register = registerServiceWorker,
}: {
  children: ReactNode;
  register?: RegisterServiceWorker;
}) {
  const online = useOnline();
  const [startedOffline] = useState(() => !isOnline());
  const [update, setUpdate] = useState<(() => Promise<void>) | null>(null);
  const [needRefresh, setNeedRefresh] = useState(false);

  useEffect(() => {
    linkManifest(currentLanguage());
    let active = true;
    register(() => {
      if (active) setNeedRefresh(true);
    })
      .then((activate) => {
        if (active) setUpdate(() => activate);
      })
      // Without a worker the portal works as a plain site.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [register]);

  useEffect(() => {
    if (startedOffline && online) browserLocation.reload();
  }, [startedOffline, online]);

  const showBanner = !online && !startedOffline;
  // Reloading without a network would only show the offline screen: the prompt waits for the network.
  const showPrompt = needRefresh && update !== null && online;
  return (
    <>
      {startedOffline ? (
        <Suspense fallback={null}>
          <OfflineScreen />
        </Suspense>
      ) : (
        children
      )}
      {(showBanner || showPrompt) && (
        <div className={styles.dock}>
          {showBanner && <OfflineBanner />}
          {showPrompt && (
            // The new worker takes over and the page reloads (watch-service-worker.ts).
            <Suspense fallback={null}>
              <UpdatePrompt onReload={() => void update()} onDismiss={() => setNeedRefresh(false)} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
