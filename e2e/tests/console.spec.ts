import { generate } from 'otplib';
import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { ct, openConsoleAs, openMenu, openSection, signInToConsole } from '../support/console.js';
import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

// The operator console: staff sign in with a TOTP code, find a customer, credit money by hand with a
// reason the customer then reads, and the audit log keeps it; a role without the permission cannot. The sign-in
// form is the second journey's (a wrong code refused, then read-only staff); the others open the console signed in
// through the API (support/console.ts openConsoleAs). Each console screen is checked by axe once, in the journey
// that shows it fullest: the approvals with the decision form (the owner's), the catalogue with its buttons (the
// owner's), the audit log in the first journey.

test.describe.configure({ mode: 'serial' });

test('billing credits 10 000 som with a reason; the customer and the audit log see it; support cannot', async ({
  page,
  request,
  browser,
}) => {
  // Two staff members, a customer and the news editor in one journey: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const account = newAccount();
  const token = await registerThroughApi(request, account);

  await openConsoleAs(page, 'billing');
  await openSection(page, ct('nav:customers'), ct('customers:title'));
  await page.getByLabel(ct('customers:search_label')).fill(account.email);
  await page.getByRole('button', { name: ct('customers:search') }).click();
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: account.email }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${account.firstname} ${account.lastname}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel(ct('adjust:amount')).fill('10000');
  await page.getByLabel(ct('adjust:category')).selectOption('compensation');
  await page.getByLabel(ct('adjust:reason')).fill('Server outage compensation');
  await page.getByRole('button', { name: ct('adjust:submit') }).click();
  // Nothing moves before the confirmation repeats the signed amount and whose balance it is.
  const confirmation = page.getByRole('group', { name: ct('adjust:confirm_title') });
  await expect(confirmation).toContainText(/\+10\s000/);
  await expect(confirmation).toContainText(`${account.firstname} ${account.lastname} (${account.email})`);
  expect(await seriousViolations(page)).toEqual([]);
  await confirmation.getByRole('button', { name: ct('adjust:confirm_back') }).click();
  await expect(confirmation).toHaveCount(0);
  await page.getByRole('button', { name: ct('adjust:submit') }).click();
  await confirmation.getByRole('button', { name: /\+10\s000/ }).click();
  await expect(page.getByRole('status')).toContainText(/10\s000/);
  const ledger = page.getByRole('table', { name: ct('tables:ledger') });
  await expect(ledger.getByRole('row')).toHaveCount(2);
  await expect(ledger).toContainText('Server outage compensation');

  await openSection(page, ct('nav:audit'), ct('audit:title'));
  const audit = page.getByRole('table', { name: ct('audit:title') });
  await expect(audit.getByRole('row').nth(1)).toContainText(ct('audit:actions.balance.adjust'));
  await expect(audit.getByRole('row').nth(1)).toContainText('Server outage compensation');
  expect(await seriousViolations(page)).toEqual([]);

  // The customer reads the credit and the reason in their own history.
  const customer = await browser.newPage();
  await openLoggedIn(customer, token, '/user/moneyhistory');
  const entries = customer.getByRole('list', { name: t('balance:history.list_label') }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(loosely(t('balance:history.reasons.adjustment_compensation')));
  await expect(entries.first()).toContainText('Server outage compensation');
  await customer.close();

  // Support sees the customer but no money form, and the API refuses the credit with 403.
  const support = await browser.newPage();
  await openConsoleAs(support, 'support');
  await openMenu(support);
  await expect(support.getByRole('link', { name: ct('nav:customers') })).toBeVisible();
  await expect(support.getByRole('link', { name: ct('nav:payments') })).toHaveCount(0);
  await expect(support.getByRole('link', { name: ct('nav:adjustments') })).toHaveCount(0);
  await openSection(support, ct('nav:customers'), ct('customers:title'));
  await support.getByLabel(ct('customers:search_label')).fill(account.email);
  await support.getByRole('button', { name: ct('customers:search') }).click();
  await support
    .getByRole('row')
    .filter({ hasText: account.email })
    .getByRole('link', { name: account.email })
    .click();
  await expect(support.getByRole('heading', { name: ct('access:title') })).toBeVisible();
  await expect(support.getByRole('heading', { name: ct('adjust:title') })).toHaveCount(0);
  const customerId = Number(new URL(support.url()).pathname.split('/').pop());

  // Support views the portal as the customer: a new tab with the support banner on the customer's profile.
  await support.getByLabel(ct('support:reason')).fill('Customer asked how to find the history');
  const [portal] = await Promise.all([
    support.context().waitForEvent('page'),
    support.getByRole('button', { name: ct('support:open') }).click(),
  ]);
  await expect(portal).toHaveURL(/\/profile$/);
  await expect(
    portal
      .getByRole('status')
      .filter({ hasText: loosely(t('support_session.banner', { time: '@' }).split('@')[0] ?? '') }),
  ).toBeVisible();
  await portal.close();
  const staffToken = await support.evaluate(() => sessionStorage.getItem('portal-console-token'));
  const refused = await request.post(`/api/admin/customers/${customerId}/balance-adjustments`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { amount: 10000, category: 'compensation', reason: 'not allowed' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ status: false, code: 'FORBIDDEN' });

  // Support writes a news item in two languages, checks the preview, and it is listed as published.
  await openSection(support, ct('nav:news'), ct('news:title'));
  await support.getByRole('button', { name: ct('news:add') }).click();
  const newsForm = support.getByRole('region', { name: ct('news:add') });
  const uz = newsForm.getByRole('group', { name: ct('common:language_names.uz') });
  await uz.getByLabel(ct('news:title_field')).fill('Texnik ishlar 1-dekabrda');
  await uz.getByLabel(ct('news:body_field')).fill('Tungi soat 2 dan 4 gacha.');
  const ru = newsForm.getByRole('group', { name: ct('common:language_names.ru') });
  await ru.getByLabel(ct('news:title_field')).fill('Технические работы 1 декабря');
  await ru.getByLabel(ct('news:body_field')).fill('С 2 до 4 часов ночи.');
  await newsForm.getByRole('button', { name: ct('common:language_names.ru'), exact: true }).click();
  await expect(newsForm.getByRole('article')).toContainText('Технические работы 1 декабря');
  await newsForm.getByRole('button', { name: ct('catalogue:save') }).click();
  await expect(support.getByRole('heading', { level: 2, name: 'Texnik ishlar 1-dekabrda' })).toBeVisible();
  const news = await request.get('/api/client/news', { headers: { 'accept-language': 'ru' } });
  expect(JSON.stringify(await news.json())).toContain('Технические работы 1 декабря');
  // Removed again, so the journeys that count the demo news see only those.
  const item = support
    .getByRole('listitem')
    .filter({ has: support.getByRole('heading', { name: 'Texnik ishlar 1-dekabrda' }) });
  await item.getByRole('button', { name: ct('news:delete') }).click();
  await item.getByRole('button', { name: ct('news:delete_yes') }).click();
  await expect(support.getByRole('heading', { level: 2, name: 'Texnik ishlar 1-dekabrda' })).toHaveCount(0);
  await support.close();
});

test('the login screen and the customer list pass axe, and a wrong code is refused', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: ct('auth:title') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(ct('auth:email')).fill('owner@console.portal.uz');
  await page.getByLabel(ct('auth:password')).fill('Staff1234!');
  await page.getByLabel(ct('auth:code')).fill('000000');
  await page.getByRole('button', { name: ct('auth:sign_in') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInToConsole(page, 'readonly');
  expect(await seriousViolations(page)).toEqual([]);
  await openSection(page, ct('nav:customers'), ct('customers:title'));
  expect(await seriousViolations(page)).toEqual([]);
  await openSection(page, ct('nav:payments'), ct('payments:title'));
  await expect(page.getByRole('button', { name: ct('payments:download_csv') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openSection(page, ct('nav:reconciliation'), ct('reconciliation:title'));
  // Read-only staff see the list but no decision form.
  await expect(page.getByRole('button', { name: ct('reconciliation:settle') })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await openSection(page, ct('nav:orders'), ct('orders:title'));
  expect(await seriousViolations(page)).toEqual([]);
  await openSection(page, ct('nav:catalogue'), ct('catalogue:title'));
  await expect(page.getByRole('button', { name: ct('catalogue:add_server') })).toHaveCount(0);
  await openSection(page, ct('nav:system'), ct('system:title'));
  await page.getByRole('button', { name: ct('system:deliveries') }).click();
  await expect(page.getByRole('heading', { level: 2, name: ct('system:deliveries') })).toBeVisible();
  // Read-only staff cannot run a job again.
  await page.getByRole('button', { name: ct('system:jobs') }).click();
  await expect(page.getByRole('button', { name: ct('system:retry') })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the owner tests a server connection and adds a tariff that customers can then see', async ({
  page,
  request,
}) => {
  await openConsoleAs(page, 'owner');
  await openSection(page, ct('nav:catalogue'), ct('catalogue:title'));
  const server = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await server.getByRole('button', { name: ct('catalogue:test') }).click();
  await expect(server.getByRole('status')).toBeVisible();
  await server.getByRole('button', { name: ct('catalogue:add_tariff') }).click();
  await server.getByLabel(ct('catalogue:tariff_name')).fill('E2E Mini');
  await server.getByLabel(ct('catalogue:preset')).fill('mini');
  await server.getByLabel(ct('catalogue:price_month')).fill('12000');
  await server.getByRole('button', { name: ct('catalogue:save') }).click();
  await expect(server.getByText('E2E Mini')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openSection(page, ct('nav:promo'), ct('promo:title'));
  await page.getByLabel(ct('promo:code'), { exact: true }).fill('E2EWINTER');
  await page.getByLabel(ct('promo:amount')).fill('5000');
  await page.getByRole('button', { name: ct('promo:create') }).click();
  await expect(page.getByRole('status')).toContainText('E2EWINTER');
  await expect(page.getByRole('row').filter({ hasText: 'E2EWINTER' })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The owner invites a colleague, who opens the link, adds the key, sets a password and joins.
  await openSection(page, ct('nav:staff'), ct('staff:title'));
  const email = `e2e-${Date.now()}@staff.portal.uz`;
  await page.getByLabel(ct('auth:email')).fill(email);
  await page.getByLabel(ct('customers:name')).fill('Jasur');
  await page.getByRole('button', { name: ct('staff:send_invite') }).click();
  const link = (await page.getByRole('status').locator('code').textContent()) ?? '';
  expect(link).toContain('/admin/invite#token=');
  expect(await seriousViolations(page)).toEqual([]);
  const colleague = await page.context().newPage();
  await colleague.goto(link);
  const secret = (await colleague.locator('code').textContent()) ?? '';
  await colleague.getByLabel(ct('auth:password'), { exact: true }).fill('Jasur#2026x');
  await colleague.getByLabel(ct('invite:repeat')).fill('Jasur#2026x');
  await colleague.getByLabel(ct('auth:code')).fill(await generate({ secret }));
  await colleague.getByRole('button', { name: ct('invite:accept') }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: ct('dashboard:title') })).toBeVisible();
  await colleague.close();

  // The news form with its five languages and preview passes axe (the support journey above uses it).
  await openSection(page, ct('nav:news'), ct('news:title'));
  await page.getByRole('button', { name: ct('news:add') }).click();
  expect(await seriousViolations(page)).toEqual([]);

  const token = await registerThroughApi(request, newAccount());
  const tariffs = await request.get('/api/client/services/hosting/tarifs?per_page=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(JSON.stringify(await tariffs.json())).toContain('E2E Mini');
});

test('billing asks for 1 500 000 som; it waits, unchanged, until another person (the owner) approves it once', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  const name = `${account.firstname} ${account.lastname}`;

  await openConsoleAs(page, 'billing');
  await openSection(page, ct('nav:customers'), ct('customers:title'));
  await page.getByLabel(ct('customers:search_label')).fill(account.email);
  await page.getByRole('button', { name: ct('customers:search') }).click();
  // The e-mail itself opens the customer, not only the id.
  await page.getByRole('link', { name: account.email }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  await page.getByLabel(ct('adjust:amount')).fill('1500000');
  await page.getByLabel(ct('adjust:category')).selectOption('bank_transfer');
  await page.getByLabel(ct('adjust:reason')).fill('Bank transfer 4411');
  await page.getByRole('button', { name: ct('adjust:submit') }).click();
  const confirmation = page.getByRole('group', { name: ct('adjust:confirm_title') });
  await expect(confirmation).toContainText(/\+1\s500\s000/);
  await expect(confirmation).toContainText(`${name} (${account.email})`);
  await confirmation.getByRole('button', { name: /\+1\s500\s000/ }).click();
  const pendingSaid = ct('adjust:pending', { balance: '0' }).split(':')[0] ?? '';
  await expect(page.getByRole('status')).toContainText(pendingSaid);

  // The requester sees the request waiting, without the buttons: the decision is someone else's.
  await openSection(page, ct('nav:adjustments'), ct('approvals:title'));
  const own = page.getByRole('listitem').filter({ hasText: account.email });
  await expect(own).toContainText(ct('approvals:own_request'));
  await expect(own.getByRole('button')).toHaveCount(0);

  // A second tab of the same browser: its own console session (the token lives in the tab's sessionStorage).
  const owner = await page.context().newPage();
  await openConsoleAs(owner, 'owner');
  await openSection(owner, ct('nav:adjustments'), ct('approvals:title'));
  const card = owner.getByRole('listitem').filter({ hasText: account.email });
  await expect(card.getByRole('heading', { level: 2 })).toContainText(/\+1\s500\s000/);
  await expect(card).toContainText('Bank transfer 4411');
  expect(await seriousViolations(owner)).toEqual([]);
  await card.getByLabel(ct('approvals:reason')).fill('Matches the bank statement');
  await card.getByRole('button', { name: /\+1\s500\s000/ }).click();
  await expect(owner.getByRole('status')).toContainText(name);
  await expect(owner.getByRole('listitem').filter({ hasText: account.email })).toHaveCount(0);
  const decided = owner.getByRole('table', { name: ct('approvals:decided') });
  await expect(decided.getByRole('row').filter({ hasText: account.email })).toContainText(
    ct('approvals:statuses.approved'),
  );

  // Applied once: the balance is 1 500 000 som, and the audit log names the request and the approval.
  await decided.getByRole('row').filter({ hasText: account.email }).getByRole('link', { name }).click();
  const ledger = owner.getByRole('table', { name: ct('tables:ledger') });
  await expect(ledger.getByRole('row')).toHaveCount(2);
  await expect(ledger).toContainText('Bank transfer 4411');
  await openSection(owner, ct('nav:audit'), ct('audit:title'));
  const audit = owner.getByRole('table', { name: ct('audit:title') });
  await expect(audit).toContainText(ct('audit:actions.balance.adjust-approve'));
  await expect(audit).toContainText(ct('audit:actions.balance.adjust-request'));
  await owner.close();
});
