import { describe, expect, it } from 'vitest';
import { login, newCustomer, register, registerCustomer } from '../helpers/customers.js';
import { buildTestApp } from '../helpers/test-app.js';

function expectRateLimited(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({ status: false, code: 'RATE_LIMITED', message: expect.any(String) });
}

describe('rate limits', () => {
  it('limits logins per submitted e-mail, across addresses', async () => {
    const testApp = await buildTestApp({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    try {
      const { customer } = await registerCustomer(testApp.app);
      const attempt = (ip: string, email = customer.email) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/client/user/auth/login',
          remoteAddress: ip,
          payload: { login: email, password: 'Wrong#2024' },
        });
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt(ip)).statusCode).toBe(422);
      const refused = await attempt('10.0.0.4', customer.email.toUpperCase());
      expectRateLimited(refused);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another account from the same address is not affected.
      expect((await attempt('10.0.0.4', 'someone.else@example.uz')).statusCode).toBe(422);
    } finally {
      await testApp.close();
    }
  });

  it('limits logins per IP address, even malformed ones', async () => {
    const testApp = await buildTestApp({ RATE_LIMIT_LOGIN_PER_IP: '2' });
    try {
      for (let i = 0; i < 2; i++) expect((await login(testApp.app, { login: 'bad' })).statusCode).toBe(422);
      expectRateLimited(await login(testApp.app, { login: `user${Date.now()}@example.uz`, password: 'x' }));
    } finally {
      await testApp.close();
    }
  });

  it('limits registrations per IP address', async () => {
    const testApp = await buildTestApp({ RATE_LIMIT_REGISTER_PER_IP: '2' });
    try {
      expect((await register(testApp.app, newCustomer())).statusCode).toBe(200);
      expect((await register(testApp.app, newCustomer())).statusCode).toBe(200);
      expectRateLimited(await register(testApp.app, newCustomer()));
    } finally {
      await testApp.close();
    }
  });
});
