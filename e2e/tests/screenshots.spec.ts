import path from 'node:path';
import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { t } from '../support/i18n.js';
import { settle, switchTheme, themes } from '../support/page-state.js';
import { expect, test } from '../support/test.js';

// Artefacts for people to look at, not golden images: the clock and fresh ids change every run, so they prove
// nothing a journey does not, and are taken on demand (E2E_SCREENSHOTS=1) rather than on every run. Each screen
// is loaded once and photographed in the three themes, switched in place as the settings screen does (a stored
// theme before first paint: first-load.spec.ts).
const screenshotDir = path.resolve(import.meta.dirname, '../test-results/screenshots');

test('screenshots in the three themes', async ({ page, request }) => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'photographs are taken with E2E_SCREENSHOTS=1');
  // Nine screens, each photographed three times.
  test.setTimeout(150_000);
  const viewport = page.viewportSize();
  const size = `${viewport?.width}x${viewport?.height}`;
  const save = async (name: string) => {
    await settle(page);
    for (const theme of themes) {
      await switchTheme(page, theme);
      await page.screenshot({
        path: path.join(screenshotDir, `${name}-${theme}-${size}.png`),
        fullPage: true,
      });
    }
    await switchTheme(page, 'default');
  };

  for (const [name, route] of [
    ['home', '/'],
    ['login', '/login'],
    ['registration', '/registration'],
    ['news', '/news'],
    ['news-item', '/news/2'],
  ] as const) {
    await page.goto(route);
    await save(name);
  }

  const token = await registerThroughApi(request, newAccount());
  await openLoggedIn(page, token, '/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await save('profile');
  await page.goto('/');
  await save('home-customer');
  await page.getByRole('link', { name: t('header.notifications'), exact: true }).click();
  await save('notifications');
  await page.goto('/profayl/new');
  await save('profile-record-new');
});
