import { twoFactorPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { login, registerCustomer, userIdOf } from '../../helpers/customers.js';
import { kindsOf } from '../../helpers/notifications.js';
import { call, latestCodeTo, newCaptcha } from '../../helpers/security.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { answerChallenge, enableTwoFactor, totpCode } from '../../helpers/two-factor.js';

// Recovery by e-mail with 2FA on: the password changes at once, the second factor only 24 hours later.

const GET_CODE = '/api/client/user/auth/forget-password/email/get-code';
const CONFIRM = '/api/client/user/auth/forget-password/email/confirmation';
const RESET_JOB = 'security.two-factor-resets';
const clock = createManualClock(new Date('2026-03-01T09:00:10Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(() => testApp.close());

async function recoverPassword(email: string, newPassword: string) {
  const { app } = testApp;
  const captcha = await newCaptcha(app);
  const sent = await call(app, 'POST', GET_CODE, null, {
    email,
    captcha_id: captcha.id,
    captcha: captcha.answer,
  });
  const done = await call(app, 'POST', CONFIRM, null, {
    session_id: sent.json().data.session_id,
    code: await latestCodeTo(app, email),
    new_password: newPassword,
    new_password_confirmation: newPassword,
  });
  expect(done.statusCode).toBe(200);
}

async function customerAfterRecovery() {
  const { app } = testApp;
  const { customer, token } = await registerCustomer(app);
  const userId = await userIdOf(app, token);
  const factor = await enableTwoFactor(app, token);
  clock.advance(30_000);
  await recoverPassword(customer.email, 'Newer#2025x');
  return { customer, userId, ...factor };
}

describe('e-mail recovery with 2FA on', () => {
  it('resets the password at once, keeps 2FA for 24 hours, then turns it off and says so', async () => {
    const { app } = testApp;
    const { customer, userId } = await customerAfterRecovery();
    expect(await kindsOf(app, userId)).toContain('two_factor_reset_scheduled');
    // The new password works, but still asks for the code during the wait.
    const during = await login(app, { login: customer.email, password: 'Newer#2025x' });
    expect(during.json().data.two_factor_required).toBe(true);

    clock.advance(23 * 3600_000);
    await app.jobs.runRecurring(RESET_JOB);
    expect(
      (await login(app, { login: customer.email, password: 'Newer#2025x' })).json().data.two_factor_required,
    ).toBe(true);
    expect(await kindsOf(app, userId)).not.toContain('two_factor_disabled');

    clock.advance(3600_000);
    await app.jobs.runRecurring(RESET_JOB);
    expect(await kindsOf(app, userId)).toContain('two_factor_disabled');
    const after = await login(app, { login: customer.email, password: 'Newer#2025x' });
    expect(after.json().data.access_token).toEqual(expect.any(String));
    const status = await call(app, 'GET', twoFactorPaths.status, after.json().data.access_token);
    expect(status.json().data).toMatchObject({ enabled: false, reset_at: null });
  });

  it('stops when the owner signs in with a code during the wait', async () => {
    const { app } = testApp;
    const { customer, userId, secret } = await customerAfterRecovery();
    const challenge = (await login(app, { login: customer.email, password: 'Newer#2025x' })).json().data
      .challenge_id;
    const session = await answerChallenge(app, challenge, await totpCode(app, secret));
    expect(session.statusCode).toBe(200);
    const token = session.json().data.access_token as string;
    expect((await call(app, 'GET', twoFactorPaths.status, token)).json().data).toMatchObject({
      enabled: true,
      reset_at: null,
    });
    clock.advance(25 * 3600_000);
    await app.jobs.runRecurring(RESET_JOB);
    expect(await kindsOf(app, userId)).not.toContain('two_factor_disabled');
    expect((await call(app, 'GET', twoFactorPaths.status, token)).json().data.enabled).toBe(true);
  });
});
