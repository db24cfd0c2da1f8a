import { test as base } from '@playwright/test';
import { type Portal, startPortal } from './portal.js';

// Everything the specs take from Playwright, with `test` carrying the worker's own portal.
export * from '@playwright/test';

/**
 * `test` with a portal per worker: the first test a worker runs starts the built app (demo mode, a fresh
 * database) on a free port, and every later test of that worker uses it. `baseURL`, and so `page.goto` and
 * `request`, point at it. The port is also in this worker's `E2E_PORT`, for the specs that open the same server
 * under another host name (passkeys at http://localhost:<port>).
 */
export const test = base.extend<object, { portal: Portal }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // E2E_FIRST_PORT: where this checkout's ports start, so checkouts running journeys side by side on one
      // machine do not reach for the same port (and one's health check answered by another's server).
      const first = Number(process.env.E2E_FIRST_PORT ?? 18080);
      const portal = await startPortal(first + workerInfo.parallelIndex * 20);
      process.env.E2E_PORT = String(portal.port);
      try {
        await use(portal);
      } finally {
        await portal.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});
