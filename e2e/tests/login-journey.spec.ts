import { demoAccount, storedToken } from '../support/accounts.js';
import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

test.describe('login', () => {
  test('the demo customer logs in, is remembered and goes home after the message', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: t('common:routes.login') })).toBeVisible();
    const remember = page.getByRole('checkbox', { name: t('auth:login.remember') });
    await expect(remember).toBeChecked();

    await page.getByLabel(t('auth:login.login')).fill(demoAccount.email);
    await page.getByLabel(t('auth:login.password'), { exact: true }).fill(demoAccount.password);
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();

    await expect(page.getByText(t('auth:login.success'))).toBeVisible();
    // "Remember me" keeps the token in localStorage (docs/product/account.md).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 5_000 });
    await expect(page.getByRole('link', { name: t('common:header.registration') })).toHaveCount(0);
  });

  test('a wrong password is refused with the documented message and no token', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(t('auth:login.login')).fill(demoAccount.email);
    await page.getByLabel(t('auth:login.password'), { exact: true }).fill('Wrong-password1!');
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();

    // The server's field error on `password`, in the UI language (docs/product/messages.md).
    await expect(page.getByText(loosely(t('validation:invalid_credentials')))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });
});
