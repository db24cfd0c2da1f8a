import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, login, registerCustomer } from '../../helpers/customers.js';
import { call, latestCodeTo, newCaptcha } from '../../helpers/security.js';
import { buildTestApp, type TestApp, useTestApp } from '../../helpers/test-app.js';

const GET_CODE = '/api/client/user/auth/forget-password/email/get-code';
const CONFIRM = '/api/client/user/auth/forget-password/email/confirmation';
const testApp = useTestApp();

describe('password recovery', () => {
  it('checks the captcha, sends a code, sets the new password and ends every session', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const badCaptcha = await newCaptcha(app);
    const refused = await call(app, 'POST', GET_CODE, null, {
      email: customer.email,
      captcha_id: badCaptcha.id,
      captcha: badCaptcha.answer === '0000' ? '1111' : '0000',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.captcha).toHaveLength(1);
    // One use: the right answer no longer works for a used captcha.
    const reused = await call(app, 'POST', GET_CODE, null, {
      email: customer.email,
      captcha_id: badCaptcha.id,
      captcha: badCaptcha.answer,
    });
    expect(reused.statusCode).toBe(422);

    const captcha = await newCaptcha(app);
    const sent = await call(app, 'POST', GET_CODE, null, {
      email: customer.email,
      captcha_id: captcha.id,
      captcha: captcha.answer,
    });
    expect(sent.statusCode).toBe(200);
    const sessionId = sent.json().data.session_id as string;
    const code = await latestCodeTo(app, customer.email);
    const mismatch = await call(app, 'POST', CONFIRM, null, {
      session_id: sessionId,
      code,
      new_password: 'Newer#2025x',
      new_password_confirmation: 'Other#2025x',
    });
    expect(mismatch.json().errors.new_password_confirmation).toHaveLength(1);
    const done = await call(app, 'POST', CONFIRM, null, {
      session_id: sessionId,
      code,
      new_password: 'Newer#2025x',
      new_password_confirmation: 'Newer#2025x',
    });
    expect(done.statusCode).toBe(200);
    expect((await getProfile(app, token)).statusCode).toBe(401);
    expect((await login(app, { login: customer.email, password: 'Newer#2025x' })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const { app } = testApp;
    const before = (await app.db.select().from(outbox)).length;
    const captcha = await newCaptcha(app);
    const response = await call(app, 'POST', GET_CODE, null, {
      email: 'nobody-here@example.uz',
      captcha_id: captcha.id,
      captcha: captcha.answer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: { session_id: expect.any(String), resend_after: 60 },
    });
    expect((await app.db.select().from(outbox)).length).toBe(before);
    const confirm = await call(app, 'POST', CONFIRM, null, {
      session_id: response.json().data.session_id,
      code: '123456',
      new_password: 'Newer#2025x',
      new_password_confirmation: 'Newer#2025x',
    });
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().errors.code).toHaveLength(1);
  });

  it('refuses bad inputs', async () => {
    const { app } = testApp;
    for (const body of [
      {},
      { email: 'x', captcha_id: 'a', captcha: '1234' },
      { email: 'a@b.uz', captcha_id: 1 },
    ]) {
      expect((await call(app, 'POST', GET_CODE, null, body)).statusCode).toBe(422);
    }
    expect((await call(app, 'POST', CONFIRM, null, { session_id: 'x'.repeat(5000) })).statusCode).toBe(422);
  });
});

describe('asking for the recovery code again', () => {
  const clock = createManualClock(new Date('2026-05-01T09:00:00Z'));
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({}, { clock });
  });
  afterAll(() => testApp.close());

  const ask = async (email: string) => {
    const captcha = await newCaptcha(testApp.app);
    return call(testApp.app, 'POST', GET_CODE, null, {
      email,
      captcha_id: captcha.id,
      captcha: captcha.answer,
    });
  };

  it('waits the same resend_after for a known and an unknown e-mail, then gives a new session', async () => {
    const { customer } = await registerCustomer(testApp.app);
    for (const email of [customer.email, 'nobody-here@example.uz']) {
      const first = await ask(email);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.resend_after).toBe(60);
      clock.advance(20_000);
      const early = await ask(email);
      expect(early.statusCode).toBe(429);
      expect(early.json().code).toBe('RATE_LIMITED');
      expect(early.headers['retry-after']).toBe('40');
      clock.advance(41_000);
      const again = await ask(email);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.session_id).not.toBe(first.json().data.session_id);
    }
  });
});
