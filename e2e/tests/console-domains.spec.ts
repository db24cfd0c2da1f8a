import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { ct, openConsoleAs, openSection } from '../support/console.js';
import { topUpThroughPayme } from '../support/payments.js';
import { expect, test } from '../support/test.js';

// The .uz fulfilment queue: a customer's registrant record is approved in the console, the
// customer buys a .uz name from the balance, and an operator registers it at the partner registrar by hand and
// marks it done with the registry's expiry; the customer's domain is then active until that day.
// The owner signs in here: console.spec.ts signs in the other roles, and a TOTP code works once per time step.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an operator approves the registrant, then completes the customer’s .uz registration from the queue', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  const auth = { authorization: `Bearer ${token}` };
  await topUpThroughPayme(request, token, 100_000);

  const created = await request.post('/api/client/user/profile-records', {
    headers: auth,
    multipart: {
      firstname: 'Dilnoza',
      lastname: 'Karimova',
      birthday: '1994-05-17',
      passport: 'AB7654321',
      passport_issued_by: 'Toshkent sh. Chilonzor IIB',
      passport_issued_at: '2016-03-01',
      country: 'UZ',
      region: 'tashkent_city',
      district: 'Chilonzor',
      address: 'Bunyodkor koʻchasi, 7-uy',
      phone_number: `+998${account.nationalPhone}`,
      email: account.email,
      passport_main_page: { name: 'main.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const recordId = (await created.json()).data.id as number;

  // The owner finds the customer and approves the record after looking at its scan.
  await openConsoleAs(page, 'owner');
  await openSection(page, ct('nav:customers'), ct('customers:title'));
  await page.getByLabel(ct('customers:search_label')).fill(account.email);
  await page.getByRole('button', { name: ct('customers:search') }).click();
  await page
    .getByRole('row')
    .filter({ hasText: account.email })
    .getByRole('link', { name: account.email })
    .click();
  const records = page.getByRole('region', { name: ct('customers:records') });
  await expect(records.getByText(ct('records:verification.pending'), { exact: true })).toBeVisible();
  await records.getByRole('button', { name: ct('records:approve') }).click();
  await expect(page.getByText(ct('records:approved_done'))).toBeVisible();
  await expect(records.getByText(ct('records:verification.approved'), { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The customer buys a .uz name from the balance, naming the approved record as the registrant.
  const name = `e2e-${Date.now().toString(36)}.uz`;
  const ordered = await request.post('/api/client/services/domains/register', {
    headers: { ...auth, 'idempotency-key': `e2e-${name}` },
    data: { name, years: 1, record_id: recordId },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const domainId = (await ordered.json()).data.id as number;

  // The order waits in the queue with its registrant; the operator marks it done with the registry's expiry.
  await openSection(page, ct('nav:domains'), ct('domains:title'));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Karimova Dilnoza');
  await expect(card).toContainText(ct('records:verification.approved'));
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: ct('domains:complete') }).click();
  await card.getByRole('button', { name: ct('domains:confirm_complete') }).click();
  await expect(card.getByText(ct('validation:required'))).toBeVisible();
  const expiry = new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10);
  await card.getByLabel(ct('domains:expiry')).fill(expiry);
  await card.getByLabel(ct('domains:reference')).fill('UZ-E2E-1');
  await card.getByRole('button', { name: ct('domains:confirm_complete') }).click();
  await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);

  // The audit log names the fulfilment.
  await openSection(page, ct('nav:audit'), ct('audit:title'));
  const audit = page.getByRole('table', { name: ct('audit:title') });
  await expect(audit.getByRole('row').nth(1)).toContainText(name);

  // The customer's domain is active until the day the operator entered.
  const detail = await request.get(`/api/client/services/domains/${domainId}`, { headers: auth });
  const domain = (await detail.json()).data;
  expect(domain).toMatchObject({ status: 'active', name });
  expect(domain.expires_at.slice(0, 10)).toBe(expiry);
  const customer = await browser.newPage();
  await openLoggedIn(customer, token, `/domen/mydomen/${domainId}`);
  await expect(customer.getByText(name).first()).toBeVisible();
  await customer.close();
});
