import { startClickSimulator, startPaymeSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import { balanceOf, PAYMENT_ENV } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// End to end through the real simulators: they drive our listening app over HTTP as Payme and Click do.

let testApp: TestApp;
let payme: Awaited<ReturnType<typeof startPaymeSimulator>>;
let click: Awaited<ReturnType<typeof startClickSimulator>>;

beforeAll(async () => {
  // The simulators' addresses are only known once they listen: start them first against a port we pick.
  const probe = await buildTestApp(PAYMENT_ENV);
  await probe.app.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await probe.close();
  const base = `http://127.0.0.1:${port}`;
  payme = await startPaymeSimulator({
    merchantUrl: `${base}/api/payments/payme`,
    key: PAYMENT_ENV.PAYME_KEY,
  });
  click = await startClickSimulator({
    prepareUrl: `${base}/api/payments/click/prepare`,
    completeUrl: `${base}/api/payments/click/complete`,
    secretKey: PAYMENT_ENV.CLICK_SECRET_KEY,
  });
  testApp = await buildTestApp({
    ...PAYMENT_ENV,
    PAYME_CHECKOUT_URL: payme.url,
    CLICK_PAY_URL: `${click.url}/services/pay`,
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all([testApp?.close(), payme?.close(), click?.close()]);
});

async function topUp(token: string, merchant: string, amount: number) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/client/user/payment/merchant/create-invoice',
    headers: { authorization: `Bearer ${token}` },
    payload: { merchant, amount },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { invoice_id: number; payment_url: string };
}

const invoiceStatus = async (token: string, id: number) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: `/api/client/user/payment/invoices/${id}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data.status;

describe('top-up through the simulators', () => {
  it('Payme: Pay credits the balance and marks the invoice paid; Cancel leaves it unchanged', async () => {
    const { token } = await registerCustomer(testApp.app);
    const paid = await topUp(token, 'payme', 25_000);
    const result = await payme.pay(paid.payment_url);
    expect(result.outcome).toBe('paid');
    expect(result.redirectUrl).toBe(`${PAYMENT_ENV.APP_URL}/pay?invoice_id=${paid.invoice_id}`);
    expect(await balanceOf(testApp.app, token)).toBe(25_000);
    expect(await invoiceStatus(token, paid.invoice_id)).toBe('paid');

    const cancelled = await topUp(token, 'payme', 5000);
    expect((await payme.cancel(cancelled.payment_url)).outcome).toBe('cancelled');
    expect(await balanceOf(testApp.app, token)).toBe(25_000);
    expect(await invoiceStatus(token, cancelled.invoice_id)).toBe('cancelled');
  });

  it('Click: Pay credits the balance; Fail leaves it unchanged', async () => {
    const { token } = await registerCustomer(testApp.app);
    const paid = await topUp(token, 'click_evolution', 25_000);
    expect((await click.pay(paid.payment_url)).outcome).toBe('paid');
    expect(await balanceOf(testApp.app, token)).toBe(25_000);
    expect(await invoiceStatus(token, paid.invoice_id)).toBe('paid');

    const failed = await topUp(token, 'click_evolution', 5000);
    const result = await click.fail(failed.payment_url);
    expect(result.outcome).not.toBe('paid');
    expect(await balanceOf(testApp.app, token)).toBe(25_000);
    expect(await invoiceStatus(token, failed.invoice_id)).toBe('pending');
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });
});
