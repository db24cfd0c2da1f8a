import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.js';
import { getProfile, login, registerCustomer } from '../../helpers/customers.js';
import { call, latestCodeTo, newCaptcha } from '../../helpers/security.js';
import { useTestApp } from '../../helpers/test-app.js';

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
    expect(response.json()).toEqual({ status: true, data: { session_id: expect.any(String) } });
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
