import { twoFactorPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, login, newCustomer, registerCustomer, userIdOf } from '../../helpers/customers.js';
import { kindsOf, mailsTo } from '../../helpers/notifications.js';
import { call } from '../../helpers/security.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { answerChallenge, callEn, enableTwoFactor, totpCode } from '../../helpers/two-factor.js';

// New recovery codes: the password and a code replace all ten at once, and the old ones stop working.

const clock = createManualClock(new Date('2026-03-01T09:00:10Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(() => testApp.close());

const PASSWORD = newCustomer().password;

/** The next 30-second TOTP step, so a fresh code belongs to a step not used yet. */
const nextStep = () => clock.advance(30_000);

async function customerWithTwoFactor() {
  const { customer, token } = await registerCustomer(testApp.app);
  const factor = await enableTwoFactor(testApp.app, token);
  nextStep();
  return { customer, token, ...factor };
}

async function signInWithCode(customer: { email: string; password: string }, code: string) {
  const password = await login(testApp.app, { login: customer.email, password: customer.password });
  return answerChallenge(testApp.app, password.json().data.challenge_id, code);
}

const renew = (token: string | null, body: object) =>
  callEn(testApp.app, 'POST', twoFactorPaths.recoveryCodes, token, body);

describe('new recovery codes', () => {
  it('replaces all ten at once: old codes no longer sign in, new ones do; notifies, other sessions stay', async () => {
    const { app } = testApp;
    const { customer, token, secret, recoveryCodes: old } = await customerWithTwoFactor();
    const other = await signInWithCode(customer, await totpCode(app, secret));
    expect(other.statusCode).toBe(200);
    nextStep();
    // One old code already used: after renewing, ten unused ones again.
    expect((await signInWithCode(customer, old[0] as string)).statusCode).toBe(200);
    expect((await call(app, 'GET', twoFactorPaths.status, token)).json().data.recovery_codes_left).toBe(9);

    const renewed = await renew(token, { password: PASSWORD, code: await totpCode(app, secret) });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const code of fresh) {
      expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      expect(old).not.toContain(code);
    }
    expect((await call(app, 'GET', twoFactorPaths.status, token)).json().data.recovery_codes_left).toBe(10);

    const stale = await signInWithCode(customer, old[1] as string);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.code).toEqual(['Invalid verification code!']);
    expect((await signInWithCode(customer, fresh[4] as string)).statusCode).toBe(200);
    // The factor itself did not change, so the session signed in before stays.
    expect((await getProfile(app, other.json().data.access_token)).statusCode).toBe(200);

    const userId = await userIdOf(app, token);
    expect(await kindsOf(app, userId)).toContain('recovery_codes_renewed');
    await app.jobs.runDue();
    const subjects = (await mailsTo(app, customer.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Yangi zaxira kodlar');
  });

  it('needs the right password and a code; a refusal changes nothing', async () => {
    const { app } = testApp;
    const { token, secret, recoveryCodes: old } = await customerWithTwoFactor();
    const userId = await userIdOf(app, token);
    const before = await kindsOf(app, userId);
    const wrongPassword = await renew(token, {
      password: 'Not#theRight1',
      code: await totpCode(app, secret),
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toHaveLength(1);
    const wrongCode = await renew(token, { password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toEqual(['Invalid verification code!']);
    expect(await kindsOf(app, userId)).toEqual(before);

    // An old recovery code may vouch for the new ones (a lost phone), and is spent with the rest.
    const byRecoveryCode = await renew(token, { password: PASSWORD, code: old[2] });
    expect(byRecoveryCode.statusCode).toBe(200);
    const again = await renew(token, { password: PASSWORD, code: old[3] });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual(['Invalid verification code!']);
  });

  it('refuses without 2FA, without a session and bad input as field errors, never a 500', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const off = await renew(token, { password: PASSWORD, code: '123456' });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.code).toEqual(['Two-step verification is off.']);
    expect((await renew(null, { password: PASSWORD, code: '123456' })).statusCode).toBe(401);
    for (const body of [{}, { password: 42, code: [] }, { password: PASSWORD, code: 'x'.repeat(300) }]) {
      const response = await renew(token, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('counts toward the code-check limit like the other password and code checks', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_CODE_CHECK_PER_ACCOUNT: '2' }, { clock });
    try {
      const { app } = limited;
      const { token } = await registerCustomer(app);
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(
          (await call(app, 'POST', twoFactorPaths.recoveryCodes, token, { password: 'x', code: '1' }))
            .statusCode,
        ).toBe(422);
      }
      const refused = await call(app, 'POST', twoFactorPaths.recoveryCodes, token, {
        password: 'x',
        code: '1',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });
});
