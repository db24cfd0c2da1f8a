import { describe, expect, it } from 'vitest';
import { paymentCallbacks } from '../../src/db/schema.js';
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
  it('stops counting and recording an address after too many refused calls; a right call is always served', async () => {
    const testApp = await buildTestApp({ ...PAYMENT_ENV, PROVIDER_AUTH_FAILURES_PER_IP: '3' });
    try {
      const { app } = testApp;
      const wrong = paymeAuth('not-the-key');
      for (let i = 0; i < 3; i++) {
        expect((await paymeCheck(app, '198.51.100.4', wrong)).json().error.code).toBe(-32504);
      }
      // Past the limit wrong keys stay refused, and the right key is still served from that address (behind
      // one proxy address a stranger's refusals must not shut Payme out) as from any other.
      expect((await paymeCheck(app, '198.51.100.4', wrong)).json().error.code).toBe(-32504);
      expect((await paymeCheck(app, '198.51.100.4', paymeAuth())).json().error.code).toBe(-31003);
      expect((await paymeCheck(app, '198.51.100.5', paymeAuth())).json().error.code).toBe(-31003);
      // Past the limit a refusal is neither counted nor recorded (the log is written once the answer has left).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const refusedLogged = (await app.db.select().from(paymentCallbacks)).filter(
        (row) => row.provider === 'payme' && (row.params as { refused?: boolean }).refused === true,
      );
      expect(refusedLogged).toHaveLength(3);

      for (let i = 0; i < 3; i++) {
        const reply = await clickCall(
          app,
          'prepare',
          { click_trans_id: String(900 + i), merchant_trans_id: '1', amount: '5000.00', action: '0' },
          { sign_string: 'bad' },
        );
        expect(reply.error).toBe(-1);
      }
      expect(
        (
          await clickCall(
            app,
            'prepare',
            { click_trans_id: '909', merchant_trans_id: '1', amount: '5000.00', action: '0' },
            { sign_string: 'bad' },
          )
        ).error,
      ).toBe(-1);
      // A correctly signed call from the same address is served: the unknown invoice is Click's -5, not -1.
      const signed = await clickCall(app, 'prepare', {
        click_trans_id: '910',
        merchant_trans_id: '999999',
        amount: '5000.00',
        action: '0',
      });
      expect(signed.error).toBe(-5);
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

describe('a Click callback over the body limit', () => {
  it("answers -8 in Click's protocol with HTTP 200, never the portal's 413 envelope", async () => {
    const testApp = await buildTestApp(PAYMENT_ENV);
    try {
      const { app } = testApp;
      const padding = 'x'.repeat(20 * 1024);
      for (const [path, idField] of [
        ['prepare', 'merchant_prepare_id'],
        ['complete', 'merchant_confirm_id'],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/payments/click/${path}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `click_trans_id=1&merchant_trans_id=2&action=0&padding=${padding}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toEqual({
          click_trans_id: null,
          merchant_trans_id: null,
          [idField]: null,
          error: -8,
          error_note: 'Error in request from click',
        });
      }
    } finally {
      await testApp.close();
    }
  });
});
