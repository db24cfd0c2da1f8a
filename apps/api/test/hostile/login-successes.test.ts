import { describe, expect, it } from 'vitest';
import { login, registerCustomer } from '../helpers/customers.js';
import { newCaptcha } from '../helpers/security.js';
import { buildTestApp } from '../helpers/test-app.js';

// The login limits count failures only. An owner who signs in often is never told "too many
// attempts"; a limited answer says how long to wait, in the header and in the envelope, and offers the captcha.
describe('login limits', () => {
  it('never count successful logins, per account or per address', async () => {
    const testApp = await buildTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '10', RATE_LIMIT_LOGIN_PER_IP: '10' });
    try {
      const { app } = testApp;
      const { customer } = await registerCustomer(app);
      for (let i = 0; i < 15; i++) {
        const answer = await login(app, { login: customer.email, password: customer.password });
        expect(answer.statusCode, `login ${i + 1}`).toBe(200);
      }
    } finally {
      await testApp.close();
    }
  });

  it('say how long to wait when failures pass the limit, and let the owner in with the captcha', async () => {
    const testApp = await buildTestApp({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10',
      LOGIN_CAPTCHA_AFTER_FAILURES: '5',
    });
    try {
      const { app } = testApp;
      const { customer } = await registerCustomer(app);
      const stranger = { remoteAddress: '198.51.100.7' };
      const guess = () =>
        app.inject({
          method: 'POST',
          url: '/api/client/user/auth/login',
          ...stranger,
          headers: { 'accept-language': 'en' },
          payload: { login: customer.email, password: 'Wrong#2024x' },
        });
      for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(422);
      const limited = await guess();
      expect(limited.statusCode).toBe(429);
      const wait = Number(limited.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(900);
      expect(limited.json()).toMatchObject({ status: false, code: 'RATE_LIMITED', retry_after: wait });
      // The refusal names the captcha, so the login screen shows the picture.
      expect(limited.json().errors.captcha).toEqual([expect.any(String)]);

      const owner = await login(app, { login: customer.email, password: customer.password });
      expect(owner.statusCode).toBe(429);
      expect(owner.json().retry_after).toBeGreaterThan(0);
      const captcha = await newCaptcha(app);
      const withCaptcha = await login(app, {
        login: customer.email,
        password: customer.password,
        captcha_id: captcha.id,
        captcha: captcha.answer,
      });
      expect(withCaptcha.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
