import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { PHONE, sweptViolations } from '../support/axe.js';
import { type Language, t } from '../support/i18n.js';
import { expect, type Page, test } from '../support/test.js';

// Mail and databases from the order's home: a mailbox added at the order's site and its phone settings copied,
// then a database added and its user's password changed. The order and its site are made through the API (their
// screens have their own journeys); in uz on a phone, each screen swept by axe at a phone's and a desktop's width
// in the three themes (support/axe.ts sweepOf). Once, not again in en on a desktop: a language changes words alone
// (order-home-mail.test.tsx and order-home-databases.test.tsx hold the English ones, the locale parity tests the
// rest).

const PROVISION_TIMEOUT_MS = 60_000;
const HOSTING = '/api/client/services/hosting';

/** A paid month of Start with a site, through the API as the customer; answers the order's id and the site. */
async function orderWithSite(context: BrowserContext, request: APIRequestContext, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const invoice = await request.post('/api/client/user/payment/merchant/create-invoice', {
    headers: auth,
    data: { merchant: 'payme', amount: 15_000 },
  });
  const payer = await context.newPage();
  await payer.goto((await invoice.json()).data.payment_url);
  await payer.getByTestId('payme-pay').click();
  await payer.close();
  const tariffs = await request.get(`${HOSTING}/tarifs`, { headers: auth });
  const start = ((await tariffs.json()).data as { id: number; name: string }[]).find(
    (tariff) => tariff.name === 'Start',
  );
  const order = await request.post(`${HOSTING}/orders/create`, {
    headers: auth,
    data: { tariff_id: start?.id, pay_type: '2592000' },
  });
  expect(order.status(), await order.text()).toBe(200);
  const id = (await order.json()).data.id as number;
  await expect
    .poll(
      async () =>
        (await (await request.get(`${HOSTING}/orders/${id}`, { headers: auth })).json()).data.status,
      {
        timeout: PROVISION_TIMEOUT_MS,
      },
    )
    .toBe('active');
  // The demo server's panel takes any name as pointing at it.
  const site = `mail${Date.now().toString(36)}.uz`;
  const created = await request.post(`${HOSTING}/orders/${id}/sites`, {
    headers: { ...auth, 'idempotency-key': `e2e-site-${site}` },
    data: { name: site, php_version: '7.4' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { id, site };
}

async function expectSwept(page: Page, lng: Language, viewport: { width: number; height: number }) {
  expect(await sweptViolations(page, lng)).toEqual([]);
  await page.setViewportSize(viewport);
}

const runs = [{ lng: 'uz', viewport: PHONE }] as const satisfies readonly {
  lng: Language;
  viewport: { width: number; height: number };
}[];

for (const { lng, viewport } of runs) {
  test(`mail and databases in ${lng} at ${viewport.width}: a mailbox and its settings, a database and its password`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    await page.addInitScript((value) => localStorage.setItem('selectedLang', value), lng);
    const token = await registerThroughApi(request, newAccount());
    const { id, site } = await orderWithSite(context, request, token);
    await openLoggedIn(page, token, `/my_orders/${id}`);

    // Mail: the first box at the site's domain.
    await page.getByRole('link', { name: t('sites:home.tabs.mail', { lng }), exact: true }).click();
    await page.getByRole('button', { name: t('mail-db:mail.add_first', { lng }) }).click();
    const create = page.getByRole('dialog', { name: t('mail-db:mail.create_title', { lng }) });
    await create.getByLabel(t('mail-db:mail.fields.name', { lng })).fill('info');
    await create
      .getByLabel(t('mail-db:mail.fields.password', { lng }), { exact: true })
      .fill('Box#Secret-4821');
    await create.getByLabel(t('mail-db:mail.fields.quota_mb', { lng })).fill('200');
    await expectSwept(page, lng, viewport);
    await create.getByRole('button', { name: t('mail-db:mail.create_submit', { lng }) }).click();
    await expect(create).toBeHidden();
    const address = `info@${site}`;
    const box = page.getByRole('listitem', { name: address });
    await expect(box).toContainText(t('mail-db:mail.used_of', { lng, used: 0, total: 200 }));

    // The phone settings: the incoming server copied, and the QR code drawn.
    const settings = page.getByRole('region', { name: t('mail-db:mail.settings_title', { lng }) });
    const imapLabel = t('mail-db:mail.imap_host', { lng });
    await settings.getByRole('button', { name: t('mail-db:copy_named', { lng, name: imapLabel }) }).click();
    await expect(settings.getByText(t('mail-db:copied', { lng }), { exact: true })).toBeVisible();
    const host = await settings.locator('div', { hasText: imapLabel }).locator('code').first().innerText();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(host);
    await expect(settings.getByTestId('mail-settings-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expectSwept(page, lng, viewport);
    await page.screenshot({
      path: test.info().outputPath(`mail-${lng}-${viewport.width}.png`),
      fullPage: true,
    });

    // Databases: one with its user, then the user's password changed.
    await page.getByRole('link', { name: t('sites:home.tabs.databases', { lng }), exact: true }).click();
    await page.getByRole('button', { name: t('mail-db:db.add_first', { lng }) }).click();
    const addDb = page.getByRole('dialog', { name: t('mail-db:db.create_title', { lng }) });
    await addDb.getByLabel(t('mail-db:db.fields.name', { lng })).fill('shop');
    await addDb.getByLabel(t('mail-db:db.fields.user', { lng })).fill('shop');
    await addDb.getByLabel(t('mail-db:db.fields.password', { lng }), { exact: true }).fill('Db#Secret-5530');
    await addDb.getByRole('button', { name: t('mail-db:db.create_submit', { lng }) }).click();
    await expect(addDb).toBeHidden();
    const database = page.getByTestId('database');
    await expect(database).toContainText('localhost');
    const name = (await database.getByRole('heading').innerText()).trim();
    expect(name).toMatch(/_shop$/);
    await expectSwept(page, lng, viewport);

    await database.getByRole('button', { name: t('mail-db:db.password_named', { lng, name }) }).click();
    const password = page.getByRole('dialog', { name: t('mail-db:db.password_title', { lng, user: name }) });
    await password.getByLabel(t('mail-db:db.fields.new_password', { lng })).fill('Db#Fresh-7719');
    await password.getByRole('button', { name: t('mail-db:db.password_submit', { lng }) }).click();
    await expect(password.getByText(t('mail-db:db.password_changed', { lng }))).toBeVisible();
    await expectSwept(page, lng, viewport);
    await page.screenshot({
      path: test.info().outputPath(`databases-${lng}-${viewport.width}.png`),
      fullPage: true,
    });
  });
}
