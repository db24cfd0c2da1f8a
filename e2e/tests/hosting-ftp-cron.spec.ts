import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { PHONE, sweptViolations } from '../support/axe.js';
import { type Language, t } from '../support/i18n.js';
import { expect, type Page, test } from '../support/test.js';

// An order's FTP and cron from its home (docs/hosting-control.md): an FTP user that sees one site's folder, a
// cron job every day at 03:00 shown back in words, and the usage bars moving with each (the Start tariff allows
// one FTP user, so that bar turns red and offers a larger tariff). The order is bought through the API; the
// ordering screens have their own journey. In uz on a phone, each screen swept by axe at a phone's and a desktop's
// width in the three themes (support/axe.ts sweepOf). Once, not again in en on a desktop: the English words and
// the schedule in words are the component test's (order-home-tools.test.tsx), the schedule in each language the
// API's (apps/api/test/modules/hosting/cron-jobs.test.ts).

const PROVISION_TIMEOUT_MS = 60_000;

async function activeOrder(page: Page, request: import('@playwright/test').APIRequestContext) {
  const token = await registerThroughApi(request, newAccount());
  const auth = { authorization: `Bearer ${token}` };
  const invoice = await request.post('/api/client/user/payment/merchant/create-invoice', {
    headers: auth,
    data: { merchant: 'payme', amount: 15_000 },
  });
  const payer = await page.context().newPage();
  await payer.goto((await invoice.json()).data.payment_url);
  await payer.getByTestId('payme-pay').click();
  await payer.close();
  const tariffs = await request.get('/api/client/services/hosting/tarifs', { headers: auth });
  const start = ((await tariffs.json()).data as { id: number; name: string }[]).find(
    (tariff) => tariff.name === 'Start',
  );
  const order = await request.post('/api/client/services/hosting/orders/create', {
    headers: auth,
    data: { tariff_id: start?.id, pay_type: '2592000' },
  });
  expect(order.status(), await order.text()).toBe(200);
  const id = (await order.json()).data.id as number;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/client/services/hosting/orders/${id}`, { headers: auth });
        return (await answer.json()).data?.status;
      },
      { timeout: PROVISION_TIMEOUT_MS },
    )
    .toBe('active');
  return { token, id };
}

const runs = [{ lng: 'uz', viewport: PHONE }] as const satisfies readonly {
  lng: Language;
  viewport: { width: number; height: number };
}[];

for (const { lng, viewport } of runs) {
  test(`FTP and cron in ${lng} at ${viewport.width}: a user for one site folder, a daily job, the bars move`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript((value) => localStorage.setItem('selectedLang', value), lng);
    const { token, id } = await activeOrder(page, request);
    await page.setViewportSize(viewport);
    await openLoggedIn(page, token, `/my_orders/${id}?tab=ftp`);
    // FTP names are the server's, one per panel: each run takes its own.
    const ftpName = `shop${Date.now().toString(36)}`;

    const usage = page.getByRole('region', { name: t('hosting-tools:usage.title', { lng }) });
    const bar = (kind: 'ftp_users' | 'cron_jobs') =>
      usage.getByTestId('usage-bar').filter({ hasText: t(`hosting-tools:usage.kinds.${kind}`, { lng }) });
    await expect(bar('ftp_users')).toHaveAttribute('data-level', 'ok');
    await expect(bar('ftp_users')).toContainText(
      t('hosting-tools:usage.used_of', { lng, used: 0, limit: 1 }),
    );

    // How to connect, then an FTP user who sees one site's folder only.
    await expect(
      page.getByRole('region', { name: t('hosting-tools:ftp.connect_title', { lng }) }),
    ).toContainText(t('hosting-tools:ftp.explicit_tls', { lng }));
    await page.getByRole('button', { name: t('hosting-tools:ftp.add', { lng }) }).click();
    const create = page.getByRole('dialog', { name: t('hosting-tools:ftp.create_title', { lng }) });
    await create.getByLabel(t('hosting-tools:ftp.name', { lng })).fill(ftpName);
    await create.getByLabel(t('hosting-tools:ftp.password', { lng })).fill('Ftp-pass-2026!');
    await create.getByLabel(t('hosting-tools:ftp.home', { lng })).fill('www/shop.uz');
    expect(await sweptViolations(page, lng)).toEqual([]);
    await page.setViewportSize(viewport);
    await create.getByRole('button', { name: t('hosting-tools:ftp.create_submit', { lng }) }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole('listitem', { name: ftpName })).toContainText('www/shop.uz');
    // The tariff's one FTP user is taken: the bar is red and a larger tariff is offered.
    await expect(bar('ftp_users')).toHaveAttribute('data-level', 'critical');
    await expect(
      usage.getByRole('link', { name: t('hosting-tools:usage.change_tariff', { lng }) }),
    ).toBeVisible();
    expect(await sweptViolations(page, lng)).toEqual([]);
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: test.info().outputPath(`ftp-${lng}-${viewport.width}.png`),
      fullPage: true,
    });

    // A cron job every day at 03:00, shown back in words.
    await page.getByRole('link', { name: t('sites:home.tabs.cron', { lng }), exact: true }).click();
    await page.getByRole('button', { name: t('hosting-tools:cron.add', { lng }) }).click();
    const job = page.getByRole('dialog', { name: t('hosting-tools:cron.create_title', { lng }) });
    await job.getByLabel(t('hosting-tools:cron.command', { lng })).fill('php /var/www/shop/cron.php');
    await job.getByLabel(t('hosting-tools:cron.schedule', { lng })).selectOption('daily');
    await job.getByLabel(t('hosting-tools:cron.time', { lng })).fill('03:00');
    await job.getByRole('button', { name: t('hosting-tools:cron.create_submit', { lng }) }).click();
    await expect(job).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'har kuni soat 03:00 da' })).toContainText(
      'php /var/www/shop/cron.php',
    );
    await expect(bar('cron_jobs')).toContainText(
      t('hosting-tools:usage.used_of', { lng, used: 1, limit: 2 }),
    );
    expect(await sweptViolations(page, lng)).toEqual([]);
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: test.info().outputPath(`ftp-cron-${lng}-${viewport.width}.png`),
      fullPage: true,
    });
  });
}
