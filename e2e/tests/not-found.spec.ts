import { expect, test } from '@playwright/test';
import { t } from '../support/i18n.js';

test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: t('common:not_found.title') })).toBeVisible();
  await expect(page.getByText(t('common:not_found.text'))).toBeVisible();
  await page.getByRole('link', { name: t('common:not_found.home_link') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
