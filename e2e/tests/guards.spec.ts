import { newAccount, openLoggedIn, registerThroughApi, storedToken } from '../support/accounts.js';
import { guestRoutes, privateRoutes, publicRoutes } from '../support/routes.js';
import { expect, type Page, test } from '../support/test.js';

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Opens `route` inside the running app, as the browser's back button would: the router reads the address and runs
 * the same route tree and guards as on a page load, without loading the app again for each of forty routes.
 */
const openInApp = (page: Page, route: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);

test.describe('route guards of docs/product/overview.md', () => {
  // The first three open every route of docs/product/overview.md in turn: the first by a page load (the guard of an
  // address typed or followed from outside), the rest inside the app. Three times the usual 30 s, so a loaded CI
  // machine does not cut them short.
  test('a visitor opening a private page is sent to /login', async ({ page }) => {
    test.slow();
    for (const [index, route] of privateRoutes.entries()) {
      if (index === 0) await page.goto(route);
      else await openInApp(page, route);
      await expect(page, `${route} should redirect`).toHaveURL((url) => url.pathname === '/login');
    }
  });

  test('a visitor stays on public and guest pages', async ({ page }) => {
    test.slow();
    for (const [index, route] of [...publicRoutes, ...guestRoutes].entries()) {
      if (index === 0) await page.goto(route);
      else await openInApp(page, route);
      await page.waitForLoadState('networkidle');
      expect(pathOf(page.url()), `${route} should stay`).toBe(route);
    }
  });

  test('a logged-in user opening /login, /registration or /forgot-password is sent to /profile', async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/');
    for (const [index, route] of guestRoutes.entries()) {
      if (index === 0) await page.goto(route);
      else await openInApp(page, route);
      await expect(page, `${route} should redirect`).toHaveURL((url) => url.pathname === '/profile');
    }
    for (const route of publicRoutes) {
      await openInApp(page, route);
      await page.waitForLoadState('networkidle');
      expect(pathOf(page.url()), `${route} should stay`).toBe(route);
    }
  });

  test('a token the server rejects is dropped and the private page is left', async ({ page }) => {
    // The token is planted from a page of the origin that runs no app, so no app sees it before /profile does.
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    // The rejected token sends the app to another page while /profile may still be loading, which aborts
    // a goto that waits for "load"; only the arrival is awaited.
    await page.goto('/profile', { waitUntil: 'commit' });
    // A failed profile lookup goes to /login, any 401 to the site root (docs/product/overview.md): either is right.
    await expect(page).toHaveURL((url) => url.pathname === '/login' || url.pathname === '/');
    expect(await storedToken(page)).toBeNull();
  });
});
