import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { expect, type Page, test } from '../support/test.js';

// The account security screens (e-mail verification, recovery, account settings, sessions), each checked by
// axe, with their field errors showing where a form can show them.

const submitEmpty = async (page: Page) => {
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
};

test('axe: the recovery screens, with their field errors', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.locator('form img')).toBeVisible();
  await submitEmpty(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.evaluate(() => sessionStorage.setItem('session_id', 'axe-check'));
  await page.goto('/verify-email');
  await submitEmpty(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the account security screens of a customer', async ({ page, request }) => {
  const token = await registerThroughApi(request, newAccount());
  await openLoggedIn(page, token, '/user/listauth');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const route of ['/email-verification', '/user/editlogin', '/user/sett', '/user/email', '/user/tell']) {
    await page.goto(route);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await submitEmpty(page);
    expect(await seriousViolations(page), route).toEqual([]);
  }
  await page.goto('/user/personal');
  await expect(page.locator('input[name="firstname"]')).not.toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
});
