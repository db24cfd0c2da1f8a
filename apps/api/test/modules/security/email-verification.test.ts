import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { call, latestCodeTo } from '../../helpers/security.js';
import type { TestApp } from '../../helpers/test-app.js';
import { buildTestApp } from '../../helpers/test-app.js';

const GET_CODE = '/api/client/user/security/email/verify/get-code';
const CONFIRM = '/api/client/user/security/email/verify/confirmation';
const clock = createManualClock(new Date());
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(async () => testApp.close());

describe('e-mail verification', () => {
  it('sends a code in the client language, confirms it and sets email_verified_at', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const sent = await app.inject({
      method: 'GET',
      url: GET_CODE,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: true, data: { resend_after: 60 } });
    // The e-mail goes out through its job.
    expect((await app.jobs.runDue()) >= 1).toBe(true);
    const code = await latestCodeTo(app, customer.email);
    const wrong = await call(app, 'POST', CONFIRM, token, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toHaveLength(1);
    const ok = await call(app, 'POST', CONFIRM, token, { code });
    expect(ok.statusCode).toBe(200);
    expect((await getProfile(app, token)).json().data.email_verified_at).toEqual(expect.any(String));
    expect((await call(app, 'POST', CONFIRM, token, { code })).statusCode).toBe(422);
  });

  it('refuses a resend within a minute with Retry-After', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    expect((await call(app, 'GET', GET_CODE, token)).statusCode).toBe(200);
    const tooSoon = await call(app, 'GET', GET_CODE, token);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(61_000);
    expect((await call(app, 'GET', GET_CODE, token)).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries and expires it after 15 minutes', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    await call(app, 'GET', GET_CODE, token);
    const code = await latestCodeTo(app, customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await call(app, 'POST', CONFIRM, token, { code: wrong });
    const sixth = await call(app, 'POST', CONFIRM, token, { code });
    expect(sixth.json().errors.code).toEqual([expect.any(String)]);
    expect(sixth.statusCode).toBe(422);

    clock.advance(61_000);
    await call(app, 'GET', GET_CODE, token);
    const fresh = await latestCodeTo(app, customer.email);
    clock.advance(15 * 60_000 + 1000);
    const expired = await call(app, 'POST', CONFIRM, token, { code: fresh });
    expect(expired.statusCode).toBe(422);
  });

  it('refuses bad inputs and anonymous calls', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    for (const code of [123456, '12345', 'abcdef', '1'.repeat(10_000), null]) {
      expect((await call(app, 'POST', CONFIRM, token, { code })).statusCode).toBe(422);
    }
    expect((await call(app, 'GET', GET_CODE, null)).statusCode).toBe(401);
  });
});
