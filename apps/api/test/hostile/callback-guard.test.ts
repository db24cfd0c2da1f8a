import { describe, expect, it } from 'vitest';
import { clickCall, PAYMENT_ENV, paymeAuth } from '../helpers/payments.js';
import { buildTestApp } from '../helpers/test-app.js';

// Calls with wrong credentials are limited per address, and Payme may be held to its own addresses.

const paymeCheck = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  ip: string,
  authorization: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/payme',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', authorization },
    payload: JSON.stringify({ id: 7, method: 'CheckTransaction', params: { id: 'nothing-here' } }),
  });

describe('the payment callback guard', () => {
  it('stops checking an address after too many refused calls, and not another one', async () => {
    const testApp = await buildTestApp({ ...PAYMENT_ENV, PROVIDER_AUTH_FAILURES_PER_IP: '3' });
    try {
      const { app } = testApp;
      const wrong = paymeAuth('not-the-key');
      for (let i = 0; i < 3; i++) {
        expect((await paymeCheck(app, '198.51.100.4', wrong)).json().error.code).toBe(-32504);
      }
      // Past the limit even the right key is refused from that address, while Payme's own address works.
      expect((await paymeCheck(app, '198.51.100.4', paymeAuth())).json().error.code).toBe(-32504);
      expect((await paymeCheck(app, '198.51.100.5', paymeAuth())).json().error.code).toBe(-31003);

      for (let i = 0; i < 3; i++) {
        const reply = await clickCall(
          app,
          'prepare',
          { click_trans_id: String(900 + i), merchant_trans_id: '1', amount: '5000.00', action: '0' },
          { sign_string: 'bad' },
        );
        expect(reply.error).toBe(-1);
      }
      const blocked = await clickCall(app, 'prepare', {
        click_trans_id: '910',
        merchant_trans_id: '999999',
        amount: '5000.00',
        action: '0',
      });
      expect(blocked.error).toBe(-1);
    } finally {
      await testApp.close();
    }
  });

  it('refuses Payme calls from outside PAYME_ALLOWED_IPS, whatever the key', async () => {
    const testApp = await buildTestApp({
      ...PAYMENT_ENV,
      PAYME_ALLOWED_IPS: '185.234.113.0/28, 2001:db8::1',
    });
    try {
      const { app } = testApp;
      expect((await paymeCheck(app, '185.234.113.5', paymeAuth())).json().error.code).toBe(-31003);
      expect((await paymeCheck(app, '::ffff:185.234.113.6', paymeAuth())).json().error.code).toBe(-31003);
      expect((await paymeCheck(app, '2001:db8::1', paymeAuth())).json().error.code).toBe(-31003);
      expect((await paymeCheck(app, '185.234.113.99', paymeAuth())).json().error.code).toBe(-32504);
      expect((await paymeCheck(app, '203.0.113.1', paymeAuth())).json().error.code).toBe(-32504);
    } finally {
      await testApp.close();
    }
  });
});
