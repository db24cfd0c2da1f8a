import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { PAYMENT_ENV } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// A demo is opened at localhost or 127.0.0.1 alike; the payment page must send the customer back to the one
// they use, where their session is, and never to an address that is not the portal's.

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await buildTestApp({
    ...PAYMENT_ENV,
    DEMO_MODE: 'true',
    APP_URL: 'http://localhost:4173',
    WEBAUTHN_ORIGINS: 'http://localhost:4173,https://portal.example.uz',
  });
  token = (await registerCustomer(testApp.app)).token;
});
afterAll(async () => {
  await testApp?.close();
});

async function clickReturnUrl(origin: string | undefined) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/client/user/payment/merchant/create-invoice',
    headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
    payload: { merchant: 'click_evolution', amount: 5000 },
  });
  const { invoice_id, payment_url } = response.json().data;
  const returnUrl = new URL(payment_url).searchParams.get('return_url');
  return { returnUrl, invoice_id };
}

describe('the address a payment page returns to', () => {
  it('is the loopback address the customer opened the demo at', async () => {
    const { returnUrl, invoice_id } = await clickReturnUrl('http://127.0.0.1:4173');
    expect(returnUrl).toBe(`http://127.0.0.1:4173/pay?invoice_id=${invoice_id}`);
  });

  it('is another of the portal’s configured origins when the customer came from it', async () => {
    const { returnUrl, invoice_id } = await clickReturnUrl('https://portal.example.uz');
    expect(returnUrl).toBe(`https://portal.example.uz/pay?invoice_id=${invoice_id}`);
  });

  it('is APP_URL for an origin that is not the portal’s, or none', async () => {
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:9999',
      'http://127.0.0.1.evil.example:4173',
    ]) {
      const { returnUrl, invoice_id } = await clickReturnUrl(origin);
      expect(returnUrl).toBe(`http://localhost:4173/pay?invoice_id=${invoice_id}`);
    }
    const { returnUrl, invoice_id } = await clickReturnUrl(undefined);
    expect(returnUrl).toBe(`http://localhost:4173/pay?invoice_id=${invoice_id}`);
  });
});
