import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';

test.describe('axe: no serious or critical violations', () => {
  for (const route of ['/', '/login', '/registration', '/settings', '/news', '/domen']) {
    test(`visitor on ${route}`, async ({ page }) => {
      await page.goto(route);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('customer on /profile', async ({ page, request }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/profile');
    await expect(page).toHaveURL(/\/profile$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const route of [
    '/user/refereal',
    '/user/promo-code/list',
    '/profayl/my_profayl',
    '/profayl/new',
    '/domen/mydomen',
    '/domen/transfer',
    '/user/passkeys',
    '/user/data',
  ]) {
    test(`customer on ${route}`, async ({ page, request }) => {
      const token = await registerThroughApi(request, newAccount());
      await openLoggedIn(page, token, route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  // The checkout of a .uz name (registrant picker) and the search's results.
  for (const route of ['/domen/order?name=axe-check.uz', '/domen?q=axe-check']) {
    test(`customer on ${route}`, async ({ page, request }) => {
      const token = await registerThroughApi(request, newAccount());
      await openLoggedIn(page, token, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
