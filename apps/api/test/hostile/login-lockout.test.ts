import { describe, expect, it } from 'vitest';
import { login, registerCustomer } from '../helpers/customers.js';
import { newCaptcha } from '../helpers/security.js';
import { buildTestApp } from '../helpers/test-app.js';

// A stranger's wrong passwords must not lock the owner out: past the limit, a solved captcha still lets the
// owner in, while unassisted guesses stay refused.
describe('login failures from strangers', () => {
  it('leave the owner a way in with a captcha', async () => {
    const testApp = await buildTestApp({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10',
      LOGIN_CAPTCHA_AFTER_FAILURES: '5',
    });
    try {
      const { app } = testApp;
      const { customer } = await registerCustomer(app);
      const guess = (extra: Record<string, string> = {}) =>
        login(app, { login: customer.email, password: 'Wrong#2024x', ...extra });
      for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(422);
      // Guesses without a captcha are now refused outright.
      expect((await guess()).statusCode).toBe(429);
      expect((await login(app, { login: customer.email, password: customer.password })).statusCode).toBe(429);
      // Each guess with a captcha costs a solved picture, and is still checked.
      const wrong = await newCaptcha(app);
      expect((await guess({ captcha_id: wrong.id, captcha: wrong.answer })).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
      // The owner, solving the captcha, logs in.
      const captcha = await newCaptcha(app);
      const owner = await login(app, {
        login: customer.email,
        password: customer.password,
        captcha_id: captcha.id,
        captcha: captcha.answer,
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
