import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newCustomer, register } from '../helpers/customers.js';
import { bearer } from '../helpers/staff.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';
import { takeDatabaseAway } from '../helpers/test-database.js';

// A request that cannot reach the database answers 503 SERVICE_UNAVAILABLE with Retry-After in the envelope,
// whatever part of the request needed it (a limit, a session, the route itself); never a 500.

let testApp: TestApp;
let token: string;
const customer = newCustomer();

beforeAll(async () => {
  testApp = await buildTestApp();
  expect((await register(testApp.app, customer)).statusCode).toBe(200);
  const signedIn = await login(testApp.app, { login: customer.email, password: customer.password });
  expect(signedIn.statusCode).toBe(200);
  token = signedIn.json().data.access_token;
  expect(token).toBeTruthy();
  await takeDatabaseAway(testApp.config.database, testApp.app.db);
}, 120_000);

afterAll(async () => {
  await testApp.close().catch(() => {});
});

describe('a request during a database outage', () => {
  it('answers 503 with Retry-After to a login, a registration, a session and a staff login', async () => {
    const requests = [
      {
        method: 'POST' as const,
        url: '/api/client/user/auth/login',
        payload: { login: customer.email, password: customer.password },
      },
      { method: 'POST' as const, url: '/api/client/user/auth/register', payload: newCustomer() },
      { method: 'GET' as const, url: '/api/client/user/profile', headers: bearer(token) },
      {
        method: 'POST' as const,
        url: '/api/admin/auth/login',
        payload: { email: 'owner@portal.uz', password: 'Console#2026', code: '123456' },
      },
    ];
    for (const { headers, ...request } of requests) {
      const answer = await testApp.app.inject({
        ...request,
        headers: { 'accept-language': 'en', ...headers },
      });
      const where = `${request.method} ${request.url}`;
      expect(answer.statusCode, where).toBe(503);
      expect(answer.headers['retry-after'], where).toMatch(/^[1-9]\d*$/);
      expect(answer.json(), where).toEqual({
        status: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again later.',
        retry_after: Number(answer.headers['retry-after']),
      });
    }
  });

  it('keeps liveness at 200 and readiness at 503 with Retry-After', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });
});
