import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';

// Screens no journey checks, each once in its plain state, one page per visitor and per customer: one account and
// one warm browser cache serve every screen of a group. Checked by their journeys instead: the news list and an
// item (news.spec.ts), a customer's search results (domains.spec.ts), the empty and the filled profile record
// (profile-records.spec.ts), the login screen and the empty passkey list (passkeys.spec.ts) and my data
// (my-data.spec.ts).

test.describe('axe: no serious or critical violations', () => {
  test('a visitor’s screens', async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of ['/', '/registration', '/settings', '/domen']) {
      await page.goto(route);
      expect(await seriousViolations(page), route).toEqual([]);
    }
  });

  test('a customer’s screens', async ({ page, request }) => {
    test.setTimeout(180_000);
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/profile');
    for (const route of [
      '/profile',
      '/user/refereal',
      '/user/promo-code/list',
      '/domen/mydomen',
      '/domen/transfer',
    ]) {
      if (route !== '/profile') await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      expect(await seriousViolations(page), route).toEqual([]);
    }
    // The checkout of a .uz name (its registrant picker).
    await page.goto('/domen/order?name=axe-check.uz');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'the checkout of a .uz name').toEqual([]);
  });
});
