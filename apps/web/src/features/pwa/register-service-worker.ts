/** Registers the service worker; `onNeedRefresh` runs when a new version waits. Answers "activate it and reload". */
export type RegisterServiceWorker = (onNeedRefresh: () => void) => Promise<() => Promise<void>>;

/**
 * vite-plugin-pwa's registration (workbox-window), loaded after the app starts so it costs the first screen
 * nothing. It registers /sw.js once the page has loaded; in the dev server and in tests it does nothing.
 */
export const registerServiceWorker: RegisterServiceWorker = async (onNeedRefresh) => {
  const { registerSW } = await import('virtual:pwa-register');
  return registerSW({ onNeedRefresh });
};
