import { promoCodePaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema.js';
import { createManualClock } from '../../src/lib/clock.js';
import { login, registerCustomer } from '../helpers/customers.js';
import { buildTestApp, buildTestApps } from '../helpers/test-app.js';
import { isPostgresRun } from '../helpers/test-database.js';

// One abuse-limit mechanism for every process: counters in the database, counted and checked in one step.

describe('shared abuse limits', () => {
  it('refuse parallel wrong promo codes past the limit instead of checking them all', async () => {
    const testApp = await buildTestApp({
      RATE_LIMIT_PROMO_PER_ACCOUNT: '5',
      RATE_LIMIT_PROMO_PER_IP: '1000',
    });
    try {
      const { token } = await registerCustomer(testApp.app);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          testApp.app.inject({
            method: 'POST',
            url: promoCodePaths.redeem,
            headers: { authorization: `Bearer ${token}` },
            payload: { code: `WRONG${n}` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      // Exactly five guesses were looked at; the other 45 never reached the codes.
      expect(statuses.filter((status) => status === 422)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    } finally {
      await testApp.close();
    }
  });

  it.runIf(isPostgresRun)('are shared by two app instances on one database', async () => {
    const [first, second] = await buildTestApps(2, { RATE_LIMIT_LOGIN_PER_ACCOUNT: '4' });
    if (!first || !second) throw new Error('two apps');
    try {
      const { customer } = await registerCustomer(first.app);
      const attempt = (app: typeof first.app, ip: string, password = 'Wrong#2024') =>
        app.inject({
          method: 'POST',
          url: '/api/client/user/auth/login',
          remoteAddress: ip,
          payload: { login: customer.email, password },
        });
      // Four attempts allowed per account: two reach the first process, two the second.
      for (const ip of ['10.1.0.1', '10.1.0.2']) expect((await attempt(first.app, ip)).statusCode).toBe(422);
      for (const ip of ['10.1.0.3', '10.1.0.4']) expect((await attempt(second.app, ip)).statusCode).toBe(422);
      const refused = await attempt(second.app, '10.1.0.5');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
      // The first process knows it too, even for the right password.
      expect((await attempt(first.app, '10.1.0.6', customer.password)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('sweep counters whose window ended over an hour ago, as a recurring job', async () => {
    const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));
    const testApp = await buildTestApp({ RATE_LIMIT_WINDOW_SECONDS: '60' }, { clock });
    try {
      const { app } = testApp;
      await login(app, { login: 'first@example.uz', password: 'Wrong#2024' });
      clock.advance(60_000 + 3_600_000);
      await login(app, { login: 'second@example.uz', password: 'Wrong#2024' });
      const before = (await app.db.select().from(rateLimits)).map((row) => row.key);
      expect(before).toContain('login-account:first@example.uz');
      clock.advance(1);
      await app.jobs.runRecurring('limits.sweep');
      const after = (await app.db.select().from(rateLimits)).map((row) => row.key);
      expect(after).not.toContain('login-account:first@example.uz');
      expect(after).toContain('login-account:second@example.uz');
    } finally {
      await testApp.close();
    }
  });
});
