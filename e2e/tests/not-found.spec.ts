import { t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: t('common:not_found.title') })).toBeVisible();
  await expect(page.getByText(t('common:not_found.text'))).toBeVisible();
  // One way home in the page itself (the header's home icon aside), not a back link and a button.
  await expect(page.locator('main').getByRole('link')).toHaveCount(1);
  await page.getByRole('link', { name: t('common:not_found.home_link') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the bare /support, where people look for help, leads to the support page; pages under it stay', async ({
  page,
}) => {
  const answer = await page.goto('/support');
  // The server sends the app (not its 404 page), and the app moves on to /info.
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/info');
  await expect(page.getByRole('heading', { level: 1, name: t('content:support.title') })).toBeVisible();
  await page.goto('/support/guest');
  await expect(page).toHaveURL((url) => url.pathname === '/support/guest');
});
