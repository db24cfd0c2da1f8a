import { describe, expect, it } from 'vitest';
import { login, registerCustomer } from '../../helpers/customers.js';
import { newCaptcha } from '../../helpers/security.js';
import { buildTestApp, useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp({ DEMO_MODE: 'true', RATE_LIMIT_CODE_REQUEST_PER_IP: '100000' });

describe('login captcha, limits and demo endpoints', () => {
  it('requires the captcha after 5 failed logins, until given right', async () => {
    const { app } = testApp;
    const { customer } = await registerCustomer(app);
    for (let i = 0; i < 5; i++) {
      expect((await login(app, { login: customer.email, password: 'Wrong#2024x' })).statusCode).toBe(422);
    }
    const needs = await login(app, { login: customer.email, password: customer.password });
    expect(needs.statusCode).toBe(422);
    expect(needs.json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      errors: { captcha: [expect.any(String)] },
    });
    const captcha = await newCaptcha(app);
    const wrong = await login(app, {
      login: customer.email,
      password: customer.password,
      captcha_id: captcha.id,
      captcha: captcha.answer === '0000' ? '1111' : '0000',
    });
    expect(wrong.json().code).toBe('CAPTCHA_REQUIRED');
    const right = await newCaptcha(app);
    const ok = await login(app, {
      login: customer.email,
      password: customer.password,
      captcha_id: right.id,
      captcha: right.answer,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('serves the outbox and captcha answers in demo mode', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    await app.inject({
      method: 'GET',
      url: '/api/client/user/security/email/verify/get-code',
      headers: { authorization: `Bearer ${token}` },
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(customer.email)}`,
    });
    expect(list.json().data[0]).toMatchObject({ to: customer.email, text: expect.stringMatching(/\d{6}/) });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script');
    const captcha = await newCaptcha(app);
    const answer = await app.inject({ method: 'GET', url: `/api/dev/captcha/${captcha.id}` });
    expect(answer.json().data.captcha).toBe(captcha.answer);
  });

  it('hides the demo endpoints outside demo mode and limits code requests with Retry-After', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_CODE_REQUEST_PER_IP: '2' });
    try {
      for (const url of ['/api/dev/outbox', '/api/dev/captcha/abc']) {
        expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      // Outside demo mode /dev/outbox is just another path of the web app, never the outbox page.
      expect((await limited.app.inject({ method: 'GET', url: '/dev/outbox' })).body).not.toContain(
        '<h1>Outbox',
      );
      const captchaUrl = '/api/client/user/auth/captcha';
      await limited.app.inject({ method: 'GET', url: captchaUrl });
      await limited.app.inject({ method: 'GET', url: captchaUrl });
      const third = await limited.app.inject({ method: 'GET', url: captchaUrl });
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('limits code checks per account with Retry-After', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_CODE_CHECK_PER_ACCOUNT: '3' });
    try {
      const { token } = await registerCustomer(limited.app);
      const check = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/client/user/security/email/verify/confirmation',
          headers: { authorization: `Bearer ${token}` },
          payload: { code: '123456' },
        });
      for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(422);
      const refused = await check();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The limit is per account: another customer is not held back.
      const other = await registerCustomer(limited.app);
      const theirs = await limited.app.inject({
        method: 'POST',
        url: '/api/client/user/security/email/verify/confirmation',
        headers: { authorization: `Bearer ${other.token}` },
        payload: { code: '123456' },
      });
      expect(theirs.statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
