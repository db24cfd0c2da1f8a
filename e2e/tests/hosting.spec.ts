import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { topUpThroughPayme } from '../support/payments.js';
import { expect, type Page, test } from '../support/test.js';

// Provisioning runs as a background job against the fake panel; give it a few polls.
const PROVISION_TIMEOUT_MS = 30_000;

const orderCard = (page: Page) =>
  page
    .getByRole('list', { name: t('hosting:orders.list_label') })
    .getByRole('listitem')
    .first();

const factOf = (card: ReturnType<typeof orderCard>, label: string) =>
  card
    .locator('div', { has: card.page().getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test('order hosting: top up, server, tariff, a month, active, panel login, extend by 2, change tariff', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await registerThroughApi(request, newAccount());
  await topUpThroughPayme(request, token, 200_000);
  await openLoggedIn(page, token, '/order');
  const server = page.getByRole('listitem', {
    name: t('hosting:servers.name', { name: 'Tashkent-1', id: 1 }),
  });
  expect(await seriousViolations(page)).toEqual([]);
  await server.getByRole('link', { name: t('hosting:servers.view_tariffs') }).click();
  // /order lists every server's tariffs too: wait for the server's own page before choosing one.
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/orders/product/infohosting/'));
  // The list of the server's own page: while the route changes, /order's lists of every server are still shown.
  await page
    .getByRole('list', { name: t('hosting:tariffs.list_label'), exact: true })
    .getByRole('link', { name: `${t('hosting:tariffs.order')}: Start` })
    .click();

  await expect(page).toHaveURL(/\/pay\/confirmation\?tariff_id=\d+/);
  await page.getByText(t('hosting:periods.2592000'), { exact: true }).click();
  await expect(page.getByTestId('order-summary')).toContainText('15');
  await page.getByRole('button', { name: t('hosting:confirm.submit') }).click();
  await expect(page.getByText(t('hosting:confirm.success'))).toBeVisible();
  await expect(page).toHaveURL(/\/my_orders$/);

  const card = orderCard(page);
  // The list polls while the order is in progress: active appears without a reload.
  await expect(card.getByTestId('order-status')).toHaveText(t('hosting:orders.statuses.active'), {
    timeout: PROVISION_TIMEOUT_MS,
  });
  expect(await seriousViolations(page)).toEqual([]);
  const login = (await factOf(card, t('hosting:orders.login')).innerText()).trim();
  expect(login).not.toBe('');
  await card.getByRole('button', { name: t('hosting:orders.show_password') }).click();
  await expect(card.getByTestId('panel-password')).not.toHaveText('••••••••');

  const [panel] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('button', { name: t('hosting:orders.actions.panel') }).click(),
  ]);
  await panel.waitForLoadState();
  await expect(panel.locator('body')).toContainText(login);
  await panel.close();

  const expiryBefore = await factOf(card, t('hosting:orders.expires')).innerText();
  await card.getByRole('link', { name: t('hosting:orders.actions.extend') }).click();
  await page.getByLabel(t('hosting:period_count.2592000')).fill('2');
  const preview = page.getByTestId('extend-preview');
  // Two months of Start at 15 000 som each.
  await expect(preview).toContainText(/30[\s,.]?000/);
  await page.getByRole('button', { name: t('hosting:extend.submit') }).click();
  await expect(page).toHaveURL(/\/my_orders$/);
  // The list says what just happened.
  await expect(page.getByRole('status').filter({ hasText: t('hosting:extend.success') })).toBeVisible();
  await expect(factOf(orderCard(page), t('hosting:orders.expires'))).not.toHaveText(expiryBefore);

  await orderCard(page)
    .getByRole('link', { name: t('hosting:orders.actions.change') })
    .click();
  await expect(page.getByRole('button', { name: `${t('hosting:change.current')}: Start` })).toBeDisabled();
  await page.getByRole('button', { name: `${t('hosting:change.choose')}: Biznes` }).click();
  const dialog = page.getByRole('dialog', { name: t('hosting:change.modal_title') });
  // Focus moves into the dialog as it opens (its title while the preview loads), never left on <body>.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByTestId('change-preview')).toBeVisible();
  // The native modal dialog: Escape closes it and the choice can be made again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `${t('hosting:change.choose')}: Biznes` }).click();
  await expect(dialog.getByTestId('change-preview')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: t('hosting:confirm.submit') }).click();
  await expect(page).toHaveURL(/\/my_orders$/);
  await expect(page.getByRole('status').filter({ hasText: t('hosting:change.success') })).toBeVisible();
  await expect(factOf(orderCard(page), t('hosting:orders.tariff'))).toHaveText('Biznes');

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: loosely(t('account:profile.links.orders')) })).toContainText(
    '1',
  );
});
