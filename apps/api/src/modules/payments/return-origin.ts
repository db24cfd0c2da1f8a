/**
 * Where a payment page sends the customer back to. A customer who opened the portal at another of its own
 * addresses (127.0.0.1 where APP_URL says localhost) must come back there: the session lives in that origin's
 * storage, and at the other address they would find themselves logged out. Only the app's own origins are
 * honoured, so a forged Origin header can never turn a payment page into a redirect to somebody else's site.
 */
export interface ReturnOrigins {
  /** APP_URL: the answer whenever the request's origin is not one of ours. */
  fallback: string;
  allowed: ReadonlySet<string>;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function returnOrigins(input: {
  appUrl: string;
  extraOrigins: string[];
  demoMode: boolean;
}): ReturnOrigins {
  const app = new URL(input.appUrl);
  const allowed = new Set<string>([app.origin, ...input.extraOrigins]);
  // A demo runs on this machine, where each loopback name reaches the same process on the same port.
  if (input.demoMode && LOOPBACK_HOSTS.includes(app.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      allowed.add(`${app.protocol}//${host}${app.port ? `:${app.port}` : ''}`);
    }
  }
  return { fallback: input.appUrl, allowed };
}

/** The request's own origin when it is one of the app's, else APP_URL's. */
export function returnOriginFor(origins: ReturnOrigins, requestOrigin: string | undefined): string {
  return requestOrigin && origins.allowed.has(requestOrigin) ? requestOrigin : origins.fallback;
}
