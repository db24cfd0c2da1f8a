import { twoFactorPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTotp } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, login, newCustomer, registerCustomer, userIdOf } from '../../helpers/customers.js';
import { kindsOf } from '../../helpers/notifications.js';
import { call } from '../../helpers/security.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { answerChallenge, callEn, enableTwoFactor, totpCode } from '../../helpers/two-factor.js';

// The customer's TOTP second factor with ten one-time recovery codes.

const clock = createManualClock(new Date('2026-03-01T09:00:10Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(() => testApp.close());

/** The test customers' password. */
const PASSWORD = newCustomer().password;

/** Moves the clock to the next 30-second TOTP step, so a fresh code belongs to a step not used yet. */
const nextStep = () => clock.advance(30_000);

async function customerWithTwoFactor() {
  const { app } = testApp;
  const { customer, token } = await registerCustomer(app);
  const factor = await enableTwoFactor(app, token);
  nextStep();
  return { customer, token, ...factor };
}

async function passwordStep(customer: { email: string; password: string }) {
  const response = await login(testApp.app, { login: customer.email, password: customer.password });
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data).toEqual({ two_factor_required: true, challenge_id: expect.any(String) });
  return data.challenge_id as string;
}

describe('TOTP setup and enabling', () => {
  it('sets up a pending secret, enables it with a code, answers ten recovery codes and shows the status', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const off = await call(app, 'GET', twoFactorPaths.status, token);
    expect(off.json().data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      reset_at: null,
    });

    const first = (await call(app, 'POST', twoFactorPaths.totpSetup, token, { password: PASSWORD })).json()
      .data;
    expect(first.otpauth_url).toContain('otpauth://totp/');
    expect(first.otpauth_url).toContain(encodeURIComponent(customer.email));
    // Setting up again replaces the pending secret: a code of the first one no longer enables.
    const second = (await call(app, 'POST', twoFactorPaths.totpSetup, token, { password: PASSWORD })).json()
      .data;
    expect(second.secret).not.toBe(first.secret);
    const stale = await call(app, 'POST', twoFactorPaths.totpEnable, token, {
      password: PASSWORD,
      code: await totpCode(app, first.secret),
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.code).toEqual([expect.any(String)]);
    // The secret is sealed at rest, never stored as given.
    const [row] = await app.db
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, await userIdOf(app, token)));
    expect(row?.secretSealed).not.toContain(second.secret);

    const enabled = await call(app, 'POST', twoFactorPaths.totpEnable, token, {
      password: PASSWORD,
      code: await totpCode(app, second.secret),
    });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const on = (await call(app, 'GET', twoFactorPaths.status, token)).json().data;
    expect(on).toMatchObject({ enabled: true, recovery_codes_left: 10, reset_at: null });
    expect(await kindsOf(app, await userIdOf(app, token))).toContain('two_factor_enabled');

    // An enabled secret is never replaced by a new setup.
    const again = await callEn(app, 'POST', twoFactorPaths.totpSetup, token, { password: PASSWORD });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual(['Two-step verification is already on.']);
  });

  it('refuses enabling without a setup, with a wrong code, and bad input as translated field errors', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const without = await call(app, 'POST', twoFactorPaths.totpEnable, token, {
      password: PASSWORD,
      code: '123456',
    });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.code).toHaveLength(1);
    const { secret } = (
      await call(app, 'POST', twoFactorPaths.totpSetup, token, { password: PASSWORD })
    ).json().data;
    const wrong = await call(app, 'POST', twoFactorPaths.totpEnable, token, {
      password: PASSWORD,
      code: (await totpCode(app, secret, 20)) as string,
    });
    expect(wrong.statusCode).toBe(422);
    const malformed = await app.inject({
      method: 'POST',
      url: twoFactorPaths.totpEnable,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru' },
      payload: { password: PASSWORD, code: 'abc' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    expect(malformed.json().errors.code[0]).toMatch(/[а-я]/);
    const status = (await call(app, 'GET', twoFactorPaths.status, token)).json().data;
    expect(status.enabled).toBe(false);
    expect((await call(app, 'GET', twoFactorPaths.status, null)).statusCode).toBe(401);
  });

  it('takes the password for the setup and for turning 2FA on: a session token alone is not enough', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    // No password, or a wrong one: no secret is shown, nothing is stored.
    const bare = await callEn(app, 'POST', twoFactorPaths.totpSetup, token);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    const missing = await callEn(app, 'POST', twoFactorPaths.totpSetup, token, {});
    expect(missing.json().errors.password).toEqual([expect.any(String)]);
    const guessed = await callEn(app, 'POST', twoFactorPaths.totpSetup, token, { password: 'Guess#2024x' });
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json().errors.password).toEqual(['The password is incorrect.']);
    expect(guessed.json().data).toBeUndefined();
    const [row] = await app.db
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, await userIdOf(app, token)));
    expect(row).toBeUndefined();

    // With the password the secret comes; turning it on needs the password again, not only the code.
    const { secret } = (
      await call(app, 'POST', twoFactorPaths.totpSetup, token, { password: PASSWORD })
    ).json().data;
    const codeOnly = await callEn(app, 'POST', twoFactorPaths.totpEnable, token, {
      code: await totpCode(app, secret),
    });
    expect(codeOnly.statusCode).toBe(422);
    expect(codeOnly.json().errors.password).toEqual([expect.any(String)]);
    const wrongPassword = await callEn(app, 'POST', twoFactorPaths.totpEnable, token, {
      password: 'Guess#2024x',
      code: await totpCode(app, secret),
    });
    expect(wrongPassword.json().errors.password).toEqual(['The password is incorrect.']);
    expect((await call(app, 'GET', twoFactorPaths.status, token)).json().data.enabled).toBe(false);
  });

  it('ends the other sessions when 2FA is turned on, keeping this one', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const other = (await login(app, { login: customer.email, password: customer.password })).json().data;
    await enableTwoFactor(app, token);
    expect((await getProfile(app, other.access_token)).statusCode).toBe(401);
    expect((await getProfile(app, token)).statusCode).toBe(200);
  });
});

describe('login with a second factor', () => {
  it('asks for a code after the password, then gives a session; a replayed code is refused', async () => {
    const { app } = testApp;
    const { customer, secret } = await customerWithTwoFactor();
    const challenge = await passwordStep(customer);
    const code = await totpCode(app, secret);
    const done = await answerChallenge(app, challenge, code);
    expect(done.statusCode).toBe(200);
    const session = done.json().data;
    expect(session).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    expect((await getProfile(app, session.access_token)).statusCode).toBe(200);
    // The challenge is used up, and the same code (same time step) does not open another one.
    expect((await answerChallenge(app, challenge, code)).json().errors.challenge_id).toHaveLength(1);
    const replay = await answerChallenge(app, await passwordStep(customer), code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code).toHaveLength(1);
  });

  it('takes a recovery code once', async () => {
    const { app } = testApp;
    const { customer, token, recoveryCodes } = await customerWithTwoFactor();
    const recovery = recoveryCodes[3] as string;
    // Case and the hyphen do not matter, as people type them.
    const first = await answerChallenge(
      app,
      await passwordStep(customer),
      recovery.toUpperCase().replace('-', ''),
    );
    expect(first.statusCode).toBe(200);
    const twice = await answerChallenge(app, await passwordStep(customer), recovery);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.code).toHaveLength(1);
    expect((await call(app, 'GET', twoFactorPaths.status, token)).json().data.recovery_codes_left).toBe(9);
  });

  it('ends the challenge after five wrong codes: even the right code is then refused', async () => {
    const { app } = testApp;
    const { customer, secret } = await customerWithTwoFactor();
    const challenge = await passwordStep(customer);
    const wrong = (await totpCode(app, secret, 40)) as string;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await answerChallenge(app, challenge, wrong);
      expect(response.json().errors.code).toEqual(['Invalid verification code!']);
    }
    const fifth = await answerChallenge(app, challenge, wrong);
    expect(fifth.json().errors.challenge_id).toEqual(['Too many wrong tries. Request a new code.']);
    const right = await answerChallenge(app, challenge, await totpCode(app, secret));
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.challenge_id).toEqual([
      'This sign-in attempt has ended. Enter your password again.',
    ]);
  });

  it('refuses an expired challenge, an unknown one, and another customer code for a challenge', async () => {
    const { app } = testApp;
    const alice = await customerWithTwoFactor();
    const bob = await customerWithTwoFactor();
    const challenge = await passwordStep(alice.customer);
    // Bob's own valid code does not answer Alice's challenge.
    const crossed = await answerChallenge(app, challenge, await totpCode(app, bob.secret));
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors.code).toHaveLength(1);
    expect(
      (await answerChallenge(app, 'no-such-challenge', '123456')).json().errors.challenge_id,
    ).toHaveLength(1);
    clock.advance(5 * 60_000 + 1000);
    const late = await answerChallenge(app, challenge, await totpCode(app, alice.secret));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.challenge_id).toHaveLength(1);
  });

  it('answers bad input of the second step with field errors, never a 500', async () => {
    const { app } = testApp;
    for (const payload of [
      {},
      { challenge_id: 42, code: 123456 },
      { challenge_id: 'x'.repeat(500), code: '12' },
    ]) {
      const response = await callEn(app, 'POST', twoFactorPaths.login, null, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
    }
  });

  it('keeps the login without 2FA as it was', async () => {
    const { app } = testApp;
    const { customer } = await registerCustomer(app);
    const response = await login(app, { login: customer.email, password: customer.password });
    expect(response.json().data.access_token).toEqual(expect.any(String));
  });
});

describe('turning 2FA off', () => {
  it('needs the right password and a code; ends the other sessions and notifies', async () => {
    const { app } = testApp;
    const { customer, token, secret, recoveryCodes } = await customerWithTwoFactor();
    const other = await answerChallenge(app, await passwordStep(customer), await totpCode(app, secret));
    nextStep();
    const wrongPassword = await call(app, 'POST', twoFactorPaths.totpDisable, token, {
      password: 'Not#theRight1',
      code: await totpCode(app, secret),
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toHaveLength(1);
    const wrongCode = await call(app, 'POST', twoFactorPaths.totpDisable, token, {
      password: customer.password,
      code: '000000',
    });
    expect(wrongCode.json().errors.code).toHaveLength(1);
    expect((await call(app, 'GET', twoFactorPaths.status, token)).json().data.enabled).toBe(true);

    const off = await call(app, 'POST', twoFactorPaths.totpDisable, token, {
      password: customer.password,
      code: recoveryCodes[0],
    });
    expect(off.statusCode).toBe(200);
    expect((await call(app, 'GET', twoFactorPaths.status, token)).json().data.enabled).toBe(false);
    expect((await getProfile(app, other.json().data.access_token)).statusCode).toBe(401);
    expect(await kindsOf(app, await userIdOf(app, token))).toContain('two_factor_disabled');
    const plain = await login(app, { login: customer.email, password: customer.password });
    expect(plain.json().data.access_token).toEqual(expect.any(String));
    const again = await callEn(app, 'POST', twoFactorPaths.totpDisable, token, {
      password: customer.password,
      code: '123456',
    });
    expect(again.json().errors.code).toEqual(['Two-step verification is off.']);
  });
});
