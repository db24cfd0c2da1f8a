import { type PaymentHistoryEntry, paymentPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { freePort } from '../../helpers/free-port.js';
import { balanceOf, PAYMENT_ENV } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// With PAYMENT_SIMULATORS on (the demo-mode default) the app starts both simulators itself, points the
// payment URLs (and Click's merchant API) at them, and they call back into the app with the configured keys.

let testApp: TestApp;
beforeAll(async () => {
  const port = await freePort();
  testApp = await buildTestApp({
    ...PAYMENT_ENV,
    PAYMENT_SIMULATORS: 'true',
    // Demo mode's default, given here because these tests run outside demo mode.
    CLICK_MERCHANT_USER_ID: '30003',
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await testApp?.close();
});

async function startTopUp(token: string, merchant: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/client/user/payment/merchant/create-invoice',
    headers: { authorization: `Bearer ${token}` },
    payload: { merchant, amount: 25_000 },
  });
  return response.json().data.payment_url as string;
}

async function topUpRow(token: string): Promise<PaymentHistoryEntry | undefined> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: paymentPaths.history,
    headers: { authorization: `Bearer ${token}` },
  });
  const rows: PaymentHistoryEntry[] = response.json().data;
  return rows.find((row) => row.reason === 'top_up');
}

describe('demo simulators', () => {
  it('Payme: the checkout page pays our invoice and sends the browser back to /pay', async () => {
    const { token } = await registerCustomer(testApp.app);
    const url = await startTopUp(token, 'payme');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const page = await fetch(url);
    expect(await page.text()).toContain('25');
    const encoded = new URL(url).pathname.slice(1);
    const paid = await fetch(new URL('/__sim/checkout/pay', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ checkout: decodeURIComponent(encoded) }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/pay?invoice_id=');
    expect(await balanceOf(testApp.app, token)).toBe(25_000);
    // The simulator sent the fiscal receipt after Perform: the money history links it.
    expect((await topUpRow(token))?.receipt_url).toMatch(/^https:\/\/ofd\.soliq\.uz\/epi\?/);
  });

  it('Click: the pay page at the local simulator pays, and its merchant API gives the fiscal receipt', async () => {
    const { token } = await registerCustomer(testApp.app);
    const url = new URL(await startTopUp(token, 'click_evolution'));
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/services/pay');
    expect(url.searchParams.get('service_id')).toBe(PAYMENT_ENV.CLICK_SERVICE_ID);
    expect((await fetch(url)).status).toBe(200);
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    // Its fiscal items go to the simulator's merchant API, which answers the receipt's link.
    await testApp.app.jobs.runDue();
    expect((await topUpRow(token))?.receipt_url).toMatch(/^https:\/\/ofd\.soliq\.uz\/epi\?/);
  });
});
