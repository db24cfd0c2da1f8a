import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

test.use({ hasTouch: true });

// A tap made right after a route change landed on the loading overlay and was lost. The page's
// clock is paused so the overlay (50 ms, docs/product/limits.md) is surely up when the finger comes down.
test('a tap made while the route-change overlay shows still reaches the control under it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/news');
  const firstItem = page
    .getByRole('list', { name: loosely(t('news:list_label')) })
    .getByRole('link')
    .first();
  await expect(firstItem).toBeVisible();
  const homeIcon = page.getByRole('banner').getByRole('link', { name: t('header.home'), exact: true });
  const box = await homeIcon.boundingBox();
  if (!box) throw new Error('the header home icon has no box');

  await page.clock.pauseAt(Date.now() + 60_000);
  await firstItem.tap();
  const overlay = page.getByTestId('route-overlay');
  await expect(overlay).toBeAttached();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: t('home:title') })).toBeVisible();
});
