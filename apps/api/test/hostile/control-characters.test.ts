import { apiPaths, devPaths, securityPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { newCustomer, register, registerCustomer } from '../helpers/customers.js';
import { clickCall, PAYMENT_ENV } from '../helpers/payments.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  RECORDS,
  recordForm,
  send,
  threeFiles,
  validFields,
} from '../modules/profile-records/record-fixtures.js';

// A NUL byte (and any other control character) is refused as a 422 on its field everywhere, never a 500;
// names refuse bidi overrides; Click answers its own -8.
const testApp = useTestApp({ ...PAYMENT_ENV, DEMO_MODE: 'true' });
const NUL = '\u0000';

function expectFieldRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    status: false,
    code: 'VALIDATION_FAILED',
    errors: { [field]: [expect.any(String)] },
  });
}

describe('control characters', () => {
  it('are refused in registration, login and recovery fields', async () => {
    const { app } = testApp;
    expectFieldRefused(await register(app, newCustomer({ firstname: `Ali${NUL}` })), 'firstname');
    expectFieldRefused(await register(app, newCustomer({ lastname: 'Karimov\u202E' })), 'lastname');
    const login = await app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { login: `a${NUL}@b.uz`, password: `x${NUL}` },
    });
    expect(login.statusCode).toBe(422);
    const recovery = await app.inject({
      method: 'POST',
      url: securityPaths.recoveryGetCode,
      payload: { email: `${NUL}@b.uz`, captcha_id: 'x', captcha: '1234' },
    });
    expectFieldRefused(recovery, 'email');
  });

  it('are refused in path parameters, queries and profile updates of a logged-in customer', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const auth = { authorization: `Bearer ${token}` };
    const session = await app.inject({
      method: 'DELETE',
      url: securityPaths.authHistoryEntry.replace(':session_id', 'abc%00def'),
      headers: auth,
    });
    expectFieldRefused(session, 'session_id');
    const profile = await app.inject({
      method: 'PUT',
      url: apiPaths.profile,
      headers: auth,
      payload: { username: `user${NUL}name` },
    });
    expectFieldRefused(profile, 'username');
    const captcha = await app.inject({ method: 'GET', url: devPaths.captchaAnswer.replace(':id', '%00') });
    expectFieldRefused(captcha, 'id');
  });

  it('are refused in the text fields of a profile record upload', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const response = await send(
      app,
      token,
      'POST',
      RECORDS,
      recordForm({ ...validFields, address: `Navoiy${NUL}` }, threeFiles()),
    );
    expectFieldRefused(response, 'address');
  });

  it('make a Click callback malformed (-8)', async () => {
    const reply = await clickCall(testApp.app, 'prepare', {
      click_trans_id: '77',
      merchant_trans_id: `1${NUL}`,
      amount: '5000.00',
      action: '0',
    });
    expect(reply).toMatchObject({ error: -8 });
  });
});
