import { t } from '../support/i18n.js';
import { bodyBackground, settle } from '../support/page-state.js';
import { expect, test } from '../support/test.js';

test.describe('settings', () => {
  test('choosing a language reloads the page in that language and keeps it', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: t('settings:title') })).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Русский' }).click();
    await reloaded;

    await expect(
      page.getByRole('heading', { level: 1, name: t('settings:title', { lng: 'ru' }) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('selectedLang'))).toBe('ru');

    // The choice holds on other pages and after a reload.
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: t('common:routes.login', { lng: 'ru' }) }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('button', { name: t('auth:login.submit', { lng: 'ru' }), exact: true }),
    ).toBeVisible();
  });

  test('choosing a design changes the colours at once and survives a reload', async ({ page }) => {
    await page.goto('/settings');
    await settle(page);
    const defaultBackground = await bodyBackground(page);

    const night = page.getByRole('radio', { name: new RegExp(t('settings:theme.night')) });
    await night.check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    await expect.poll(() => bodyBackground(page)).not.toBe(defaultBackground);
    const nightBackground = await bodyBackground(page);

    await page.reload();
    await settle(page);
    expect(await bodyBackground(page)).toBe(nightBackground);
    await expect(page.getByRole('radio', { name: new RegExp(t('settings:theme.night')) })).toBeChecked();

    await page.getByRole('radio', { name: new RegExp(t('settings:theme.twilight')) }).check();
    await expect.poll(() => bodyBackground(page)).not.toBe(nightBackground);
    expect(await bodyBackground(page)).not.toBe(defaultBackground);
  });
});
