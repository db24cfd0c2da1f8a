import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { t } from '../support/i18n.js';
import { expect, type Page, test } from '../support/test.js';

// From 1024px the cabinet is two columns (the menu beside the page) and public pages use the
// width; below it the phone layout stays one column.

const menuOf = (page: Page) => page.getByRole('navigation', { name: t('account:profile.menu_label') });
const pageSection = (page: Page) => page.getByRole('region', { name: t('routes.moneyHistory') });
// The first screen of a fresh context downloads its chunks; a busy machine needs longer than 7 s for that.
const FIRST_SCREEN = { timeout: 20_000 };

test.describe.configure({ timeout: 60_000 });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the cabinet menu stands beside the page, and /profile shows it once', async ({ page, request }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/user/moneyhistory');
    await expect(pageSection(page)).toBeVisible(FIRST_SCREEN);
    const menu = await menuOf(page).boundingBox();
    const content = await pageSection(page).boundingBox();
    if (!menu || !content) throw new Error('menu or page not laid out');
    // Side by side: the menu ends before the page begins, and they share the same rows.
    expect(menu.x + menu.width).toBeLessThanOrEqual(content.x);
    expect(menu.y).toBeLessThan(content.y + content.height);
    expect(content.y).toBeLessThan(menu.y + menu.height);
    expect(content.width).toBeGreaterThan(600);
    await expect(menuOf(page).locator('a[aria-current="page"]')).toContainText(t('routes.moneyHistory'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/profile');
    await expect(page.getByText(t('account:profile.balance'), { exact: true })).toBeVisible();
    await expect(menuOf(page)).toHaveCount(1);
  });

  test('the price list uses the width of the page', async ({ page }) => {
    await page.goto('/order');
    const list = page.getByRole('list', { name: t('hosting:servers.list_label') });
    await expect(list).toBeVisible(FIRST_SCREEN);
    const box = await list.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(1000);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a cabinet page is one column without the menu; /profile is the menu', async ({ page, request }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/user/moneyhistory');
    await expect(pageSection(page)).toBeVisible(FIRST_SCREEN);
    await expect(menuOf(page)).toHaveCount(0);
    const content = await pageSection(page).boundingBox();
    expect(content?.x).toBe(16);
    expect(content?.width).toBe(358);

    await page.goto('/profile');
    await expect(menuOf(page)).toBeVisible();
    const menu = await menuOf(page).boundingBox();
    expect(menu?.width).toBe(358);
  });
});
