import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { t } from '../support/i18n.js';
import { topUpThroughPayme } from '../support/payments.js';
import { expect, type Page, test } from '../support/test.js';

// Search a name, buy it together with hosting (pointed at the new order), see it become active,
// point it at other name servers, renew it. The registrar simulator answers the operation jobs.

// The operation job and the page's polling (5 s) take a few rounds.
const REGISTRAR_TIMEOUT_MS = 40_000;

/** The message as a pattern with any number where `#ID#` stands. */
const withAnyNumber = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('#ID#', '\\d+'));

const factOf = (scope: ReturnType<Page['locator']>, label: string) =>
  scope
    .locator('div', { has: scope.page().getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test('domains: search, buy a .com with hosting, active, change name servers, renew', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await registerThroughApi(request, newAccount());
  await topUpThroughPayme(request, token, 1_000_000);
  const label = `e2e${Date.now().toString(36)}`;
  const name = `${label}.com`;

  // The search: every common zone with its word or price.
  await openLoggedIn(page, token, '/domen');
  await page.getByLabel(t('domains:search.label')).fill(label);
  await page.getByRole('button', { name: t('domains:search.submit') }).click();
  const results = page.getByRole('list', { name: t('domains:search.results') });
  await expect(results.getByRole('listitem')).toHaveCount(4);
  await expect(results.getByRole('link', { name: t('domains:search.buy_label', { name }) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Hosting with the domain add-on: two requests, both reported.
  await page.goto('/order');
  await page
    .getByRole('listitem', { name: t('hosting:servers.name', { name: 'Tashkent-1', id: 1 }) })
    .getByRole('link', { name: t('hosting:servers.view_tariffs') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/orders/product/infohosting/'));
  // The list of the server's own page: while the route changes, /order's lists of every server are still shown.
  await page
    .getByRole('list', { name: t('hosting:tariffs.list_label'), exact: true })
    .getByRole('link', { name: `${t('hosting:tariffs.order')}: Start` })
    .click();
  await expect(page).toHaveURL(/\/pay\/confirmation\?tariff_id=\d+/);
  await page.getByLabel(t('domains:addon.toggle')).check();
  await page.getByLabel(t('domains:search.label')).fill(name);
  await expect(page.getByRole('radio', { name: new RegExp(name.replace('.', '\\.')) })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t('hosting:confirm.submit') }).click();
  await expect(page.getByText(t('domains:addon.done', { name }))).toBeVisible();
  await expect(page).toHaveURL(/\/my_orders$/);

  // The registrar registers it; the list polls until it is active.
  await page.goto('/domen/mydomen');
  const card = page
    .getByRole('list', { name: t('domains:list.label') })
    .getByRole('listitem')
    .first();
  await expect(card.getByTestId('domain-status')).toHaveText(t('domains:statuses.active'), {
    timeout: REGISTRAR_TIMEOUT_MS,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/domen\/mydomen\/\d+$/);
  // Bought with the hosting: pointed at the new order.
  await expect(
    page.getByText(withAnyNumber(t('domains:nameservers.points_at', { id: '#ID#' }))),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Name servers: a custom list, applied by the registrar.
  await page.getByRole('button', { name: t('domains:nameservers.edit') }).click();
  await page.getByLabel(new RegExp(t('domains:nameservers.modes.custom'))).check();
  await page.getByLabel(t('domains:nameservers.custom_label')).fill('ns1.e2e-dns.uz\nns2.e2e-dns.uz');
  await page.getByRole('button', { name: t('domains:nameservers.save') }).click();
  await expect(page.getByText(t('domains:nameservers.saved'))).toBeVisible();
  const servers = page.getByRole('list', { name: t('domains:nameservers.current') });
  await expect(servers).toHaveText(/ns1\.e2e-dns\.uz\s*ns2\.e2e-dns\.uz/, { timeout: REGISTRAR_TIMEOUT_MS });

  // Renew a year: the confirmation names the sum; the expiry moves when the registrar answers.
  const facts = page.getByRole('region', { name });
  const expiryBefore = await factOf(facts, t('domains:facts.expires')).innerText();
  const renew = page.getByRole('region', { name: t('domains:renew.title') });
  await renew.getByRole('button', { name: t('domains:renew.submit') }).click();
  await renew.getByRole('button', { name: t('domains:renew.confirm_yes') }).click();
  await expect(renew.getByText(t('domains:renew.success'))).toBeVisible();
  await expect(factOf(facts, t('domains:facts.expires'))).not.toHaveText(expiryBefore, {
    timeout: REGISTRAR_TIMEOUT_MS,
  });
  expect(await seriousViolations(page)).toEqual([]);
});
