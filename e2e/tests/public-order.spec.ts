import { newAccount, registerThroughApi, storedToken } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { t } from '../support/i18n.js';
import { waitForCode } from '../support/outbox.js';
import { expect, type Page, test } from '../support/test.js';

// A visitor sees what hosting costs without an account, and ordering after login (or registration)
// lands on the chosen tariff's confirmation screen, not on the home page.

const tariffsOf = (page: Page, server: string) =>
  page.getByRole('list', { name: t('hosting:servers.tariffs_of', { name: server }) });

async function pressOrder(page: Page, server: string, tariff: string) {
  await page.goto('/order');
  const tariffs = tariffsOf(page, server);
  const card = tariffs.getByRole('listitem', { name: tariff });
  // Prices are shown before login: the monthly price of the demo catalogue's Biznes tariff.
  await expect(card.getByRole('list', { name: t('hosting:tariffs.prices') })).toContainText(
    t('hosting:per_period.2592000'),
  );
  await card.getByRole('link', { name: `${t('hosting:tariffs.order')}: ${tariff}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  return new URL(page.url()).searchParams.get('next') ?? '';
}

test('a visitor sees every server with its tariffs and prices on /order', async ({ page }) => {
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: t('routes.order') })).toBeVisible();
  await expect(page.getByText(t('hosting:servers.visitor_hint'))).toBeVisible();
  for (const server of ['Tashkent-1', 'Samarkand-1']) {
    const tariffs = tariffsOf(page, server);
    await expect(tariffs.getByRole('listitem').first()).toBeVisible();
    await expect(tariffs.getByRole('heading', { level: 3, name: 'Start' })).toBeVisible();
    await expect(tariffs.getByText(t('hosting:per_period.31536000')).first()).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor presses order, logs in and lands on that tariff’s confirmation screen', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);

  const next = await pressOrder(page, 'Samarkand-1', 'Biznes');
  expect(next).toMatch(/^\/pay\/confirmation\?tariff_id=\d+&server_id=2$/);

  await page.getByLabel(t('auth:login.login')).fill(account.email);
  await page.getByLabel(t('auth:login.password')).fill(account.password);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();

  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
  await expect(page.getByRole('heading', { level: 1, name: t('routes.payConfirmation') })).toBeVisible();
  await expect(page.getByText('Biznes').first()).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});

test('a visitor presses order, registers instead, verifies the e-mail and lands on the tariff', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = newAccount();
  const next = await pressOrder(page, 'Tashkent-1', 'Pro');

  // The form's link (the header's registration icon is another way in, without the destination).
  await page
    .getByRole('main')
    .getByRole('link', { name: t('auth:login.register_link') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/registration');
  await page.getByLabel(t('auth:registration.firstname')).fill(account.firstname);
  await page.getByLabel(t('auth:registration.lastname')).fill(account.lastname);
  await page.getByLabel(t('auth:registration.sex')).selectOption(account.sex);
  await page.getByLabel(t('auth:registration.birthday')).fill(account.birthday);
  await page.getByLabel(t('auth:registration.email')).fill(account.email);
  await page.getByLabel(t('auth:registration.phone')).pressSequentially(account.nationalPhone);
  await page.getByLabel(t('auth:registration.password'), { exact: true }).fill(account.password);
  await page.getByLabel(t('auth:registration.password_confirmation')).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth:registration.submit') }).click();

  // docs/product/account.md: a new address is verified first; the destination rides along.
  await expect(page).toHaveURL((url) => url.pathname === '/email-verification');
  expect(new URL(page.url()).searchParams.get('next')).toBe(next);
  const code = await waitForCode(request, account.email);
  await page.getByLabel(t('security:common.code')).fill(code);
  await page.getByRole('button', { name: t('security:email_verification.submit') }).click();

  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next, { timeout: 10_000 });
  await expect(page.getByText('Pro').first()).toBeVisible();
});

test('a visitor buys a domain, registers through the header instead, and comes back to that domain', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = newAccount();
  const label = `e2e${Date.now().toString(36)}`;
  const name = `${label}.com`;
  await page.goto('/domen');
  await page.getByLabel(t('domains:search.label')).fill(label);
  await page.getByRole('button', { name: t('domains:search.submit') }).click();
  await page.getByRole('link', { name: t('domains:search.buy_label', { name }) }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const next = new URL(page.url()).searchParams.get('next');
  expect(next).toBe(`/domen/order?${new URLSearchParams({ name })}`);
  // The address changes when the navigation starts; the header's links are the login page's once it shows.
  await expect(page.getByLabel(t('auth:login.login'))).toBeVisible();

  // The header's registration icon, not the form's link: the destination rides along either way.
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header.registration') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/registration');
  expect(new URL(page.url()).searchParams.get('next')).toBe(next);
  await page.getByLabel(t('auth:registration.firstname')).fill(account.firstname);
  await page.getByLabel(t('auth:registration.lastname')).fill(account.lastname);
  await page.getByLabel(t('auth:registration.sex')).selectOption(account.sex);
  await page.getByLabel(t('auth:registration.birthday')).fill(account.birthday);
  await page.getByLabel(t('auth:registration.email')).fill(account.email);
  await page.getByLabel(t('auth:registration.phone')).pressSequentially(account.nationalPhone);
  await page.getByLabel(t('auth:registration.password'), { exact: true }).fill(account.password);
  await page.getByLabel(t('auth:registration.password_confirmation')).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth:registration.submit') }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/email-verification');
  const code = await waitForCode(request, account.email);
  await page.getByLabel(t('security:common.code')).fill(code);
  await page.getByRole('button', { name: t('security:email_verification.submit') }).click();

  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: t('domains:order.submit') })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a visitor opening a private page comes back to it after login', async ({ page, request }) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  await page.goto('/user/moneyhistory');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.getByLabel(t('auth:login.login')).fill(account.email);
  await page.getByLabel(t('auth:login.password')).fill(account.password);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/moneyhistory');
});

test('/login never follows a return path to another site', async ({ page, request }) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  await page.goto(`/login?next=${encodeURIComponent('//example.com/profile')}`);
  await page.getByLabel(t('auth:login.login')).fill(account.email);
  await page.getByLabel(t('auth:login.password')).fill(account.password);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.origin !== 'https://example.com' && url.pathname === '/');
});
