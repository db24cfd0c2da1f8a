/** What the registration uses of the browser; the unit tests hand in a fake. */
export interface ServiceWorkerBrowser {
  serviceWorker: Pick<ServiceWorkerContainer, 'controller' | 'register' | 'addEventListener'>;
  /** Resolves once the page has loaded, so the worker's downloads do not compete with the page's own. */
  pageLoaded: () => Promise<void>;
  reload: () => void;
  /** Milliseconds on a monotonic clock (performance.now). */
  now: () => number;
}

/** The generated sw.js skips waiting on this message (vite-plugin-pwa's registerType 'prompt'). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };
/** A worker still waiting this long after it installed waits for this page: it did not skip waiting by itself. */
const WAITING_SETTLE_MS = 200;
/** An update found this long after registering was not started by this page's registration but by another tab. */
const OWN_UPDATE_WINDOW_MS = 60_000;

/**
 * Registers `scriptUrl` and calls `onNeedRefresh` when a new version waits for this page; answers "activate the
 * waiting version", after which the page reloads once the new worker controls it. The rules are workbox-window's
 * as vite-plugin-pwa's prompt mode used them, without its 2 KB: a version waiting at registration, or one that
 * installs later (this page's own update or another tab's), asks; the reload follows only on a page a worker
 * already controlled when it registered (the first worker takes no page over, so nothing changes under it).
 */
export function watchServiceWorker(
  browser: ServiceWorkerBrowser,
  scriptUrl: string,
  onNeedRefresh: () => void,
): () => Promise<void> {
  const container = browser.serviceWorker;
  const scriptHref = new URL(scriptUrl, location.href).href;
  const isOwnScript = (worker: ServiceWorker) => worker.scriptURL === scriptHref;
  let hasAsked = false;
  const askToRefresh = (wasControlled: boolean) => {
    if (!hasAsked && wasControlled) {
      container.addEventListener('controllerchange', () => browser.reload(), { once: true });
    }
    hasAsked = true;
    onNeedRefresh();
  };

  const registering = (async () => {
    await browser.pageLoaded();
    const wasControlled = container.controller !== null;
    // The default scope, the script's folder: the whole portal.
    const registration = await container.register(scriptUrl);
    const registeredAt = browser.now();
    if (registration.waiting && isOwnScript(registration.waiting)) {
      queueMicrotask(() => askToRefresh(wasControlled));
    }
    let updatesFound = 0;
    const onUpdateFound = () => {
      const worker = registration.installing;
      if (!worker) return;
      const isExternal =
        updatesFound > 0 || !isOwnScript(worker) || browser.now() > registeredAt + OWN_UPDATE_WINDOW_MS;
      updatesFound += 1;
      // Another tab's update is followed to its end; this page looks for no further updates itself.
      if (isExternal) registration.removeEventListener('updatefound', onUpdateFound);
      let settle: ReturnType<typeof setTimeout> | undefined;
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') {
          if (isExternal) askToRefresh(wasControlled);
          settle = setTimeout(() => {
            if (registration.waiting === worker) askToRefresh(wasControlled);
          }, WAITING_SETTLE_MS);
        } else if (worker.state === 'activating') {
          clearTimeout(settle);
        }
      });
    };
    registration.addEventListener('updatefound', onUpdateFound);
    return registration;
  })();
  // Without a worker the portal works as a plain site: a failed registration is not an error of the page.
  const registered = registering.catch(() => undefined);

  return async () => {
    const registration = await registered;
    registration?.waiting?.postMessage(SKIP_WAITING);
  };
}
