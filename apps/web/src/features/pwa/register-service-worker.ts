import { browserLocation } from '@/lib/browser-location';
import { watchServiceWorker } from './watch-service-worker';

/** Registers the service worker; `onNeedRefresh` runs when a new version waits. Answers "activate it and reload". */
export type RegisterServiceWorker = (onNeedRefresh: () => void) => Promise<() => Promise<void>>;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Registers the built /sw.js once the page has loaded (the CSP forbids the plugin's inline script). Only a
 * production build has a worker: in the dev server and in tests it does nothing.
 */
export const registerServiceWorker: RegisterServiceWorker = async (onNeedRefresh) => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return async () => {};
  return watchServiceWorker(
    {
      serviceWorker: navigator.serviceWorker,
      pageLoaded,
      reload: () => browserLocation.reload(),
      now: () => performance.now(),
    },
    `${import.meta.env.BASE_URL}sw.js`,
    onNeedRefresh,
  );
};
