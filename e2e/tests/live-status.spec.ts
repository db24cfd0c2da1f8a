import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { loosely, t } from '../support/i18n.js';
import { expect, type Page, type Request, test } from '../support/test.js';

// A payment made elsewhere (another tab, the phone) shows on an open page without a reload and
// without polling: the page holds a live event stream, and the balance and notification events refresh it.

const digits = (grouped: string) => grouped.replace(/ /g, '\\s');
const som = (grouped: string) => new RegExp(`${digits(grouped)}\\s+so[ʻ'‘]m`);
const bell = (page: Page, unread: number) =>
  page.getByRole('link', {
    name: unread > 0 ? t('header.notifications_unread', { value: unread }) : t('header.notifications'),
    exact: true,
  });

const STREAM = '/api/client/user/events';
const isApiCall = (request: Request, path: string) => new URL(request.url()).pathname === path;

test.describe('live status', () => {
  test('a Payme top-up paid in another tab appears on the open result page and in the badge, without reload or polling', async ({
    page,
    context,
    request,
  }) => {
    const token = await registerThroughApi(request, newAccount());
    const invoice = await request.post('/api/client/user/payment/merchant/create-invoice', {
      headers: { authorization: `Bearer ${token}` },
      data: { merchant: 'payme', amount: 25_000 },
    });
    expect(invoice.status(), await invoice.text()).toBe(200);
    const { invoice_id: invoiceId, payment_url: paymentUrl } = (await invoice.json()).data as {
      invoice_id: number;
      payment_url: string;
    };
    const invoicePath = `/api/client/user/payment/invoices/${invoiceId}`;

    const streamOpened = page.waitForResponse((response) => isApiCall(response.request(), STREAM));
    await openLoggedIn(page, token, `/pay?invoice_id=${invoiceId}`);
    expect((await streamOpened).status()).toBe(200);
    await expect(page.getByText(t('balance:result.pending_hint'))).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(som('0'));
    await expect(bell(page, 0)).toBeVisible();

    // From here on, every request the open page makes is counted; a marker on window proves no reload.
    const requests: string[] = [];
    page.on('request', (sent) => requests.push(new URL(sent.url()).pathname));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.evaluate(() => {
      (window as unknown as { liveMarker: string }).liveMarker = 'still here';
    });
    // Longer than two invoice polls (2 s each): while the stream is open, none is made.
    await page.waitForTimeout(4500);
    expect(requests).toEqual([]);

    const payer = await context.newPage();
    await payer.goto(paymentUrl);
    await payer.getByTestId('payme-pay').click();
    await payer.close();

    await expect(page.getByRole('status').filter({ hasText: som('25 000') })).toContainText(
      loosely(t('balance:result.paid', { amount: '@' }).split('@')[0] ?? ''),
    );
    await expect(page.getByTestId('balance')).toHaveText(som('25 000'));
    await expect(bell(page, 1)).toBeVisible();
    expect(navigations).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
      'still here',
    );
    // The event made the invoice be read once; the profile is read for the event and again by the result
    // view as the invoice turns paid. The badge took its count from the event.
    expect(requests.filter((path) => path === invoicePath)).toHaveLength(1);
    expect(requests.filter((path) => path === '/api/client/user/profile').length).toBeLessThanOrEqual(2);
    expect(requests.filter((path) => path === '/api/client/user/notifications/unread-count')).toEqual([]);
  });

  test('an order placed from another device appears on the open order list and turns active by events alone', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const token = await registerThroughApi(request, newAccount());
    const auth = { authorization: `Bearer ${token}` };
    const invoice = await request.post('/api/client/user/payment/merchant/create-invoice', {
      headers: auth,
      data: { merchant: 'payme', amount: 50_000 },
    });
    const payer = await context.newPage();
    await payer.goto((await invoice.json()).data.payment_url);
    await payer.getByTestId('payme-pay').click();
    await payer.close();

    const streamOpened = page.waitForResponse((response) => isApiCall(response.request(), STREAM));
    await openLoggedIn(page, token, '/my_orders');
    await streamOpened;
    await expect(page.getByText(t('hosting:orders.empty'))).toBeVisible();

    // With no order in progress the list never polls: only the order events can bring the new one in.
    const servers = await request.get('/api/client/services/hosting/servers', { headers: auth });
    const serverId = (await servers.json()).data[0].id as number;
    const tariffs = await request.get(`/api/client/services/hosting/tarifs?server_id=${serverId}`, {
      headers: auth,
    });
    const tariffId = (await tariffs.json()).data[0].id as number;
    const order = await request.post('/api/client/services/hosting/orders/create', {
      headers: auth,
      data: { tariff_id: tariffId, pay_type: '2592000' },
    });
    expect(order.status(), await order.text()).toBe(200);

    const status = page.getByTestId('order-status').first();
    await expect(status).toHaveText(t('hosting:orders.statuses.active'), { timeout: 30_000 });
  });
});
