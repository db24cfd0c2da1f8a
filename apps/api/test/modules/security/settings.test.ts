import { describe, expect, it } from 'vitest';
import { getProfile, login, registerCustomer } from '../../helpers/customers.js';
import { call, latestCodeTo } from '../../helpers/security.js';
import { useTestApp } from '../../helpers/test-app.js';

const PASSWORD = '/api/client/user/security/password';
const PROFILE = '/api/client/user/profile';
const PHONE_CODE = '/api/client/user/security/phone-number/change/get-code';
const PHONE_CONFIRM = '/api/client/user/security/phone-number/change/confirmation';
const testApp = useTestApp();

describe('account settings', () => {
  it('changes the password: wrong old one is a field error, success ends every session', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const wrong = await call(app, 'PUT', PASSWORD, token, {
      old_password: 'Wrong#2024x',
      password: 'Fresh#2025',
      password_confirmation: 'Fresh#2025',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['old_password']);
    const tooLong = await call(app, 'PUT', PASSWORD, token, {
      old_password: customer.password,
      password: 'Fresh#2025abcdefgh',
      password_confirmation: 'Fresh#2025abcdefgh',
    });
    expect(tooLong.statusCode).toBe(422);
    const ok = await call(app, 'PUT', PASSWORD, token, {
      old_password: customer.password,
      password: 'Fresh#2025',
      password_confirmation: 'Fresh#2025',
    });
    expect(ok.statusCode).toBe(200);
    expect((await getProfile(app, token)).statusCode).toBe(401);
    expect((await login(app, { login: customer.email, password: 'Fresh#2025' })).statusCode).toBe(200);
  });

  it('changes a password longer than the 15-character cap of a new one, as registration allowed it', async () => {
    const { app } = testApp;
    const long = 'Registered#2024-with-a-long-passphrase';
    const { customer, token } = await registerCustomer(app, { password: long, password_confirmation: long });
    expect(customer.password.length).toBeGreaterThan(15);
    const changed = await call(app, 'PUT', PASSWORD, token, {
      old_password: long,
      password: 'Fresh#2025',
      password_confirmation: 'Fresh#2025',
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(app, { login: customer.email, password: 'Fresh#2025' })).statusCode).toBe(200);
  });

  it('changes the login name, refusing a taken or malformed one', async () => {
    const { app } = testApp;
    const first = await registerCustomer(app);
    const second = await registerCustomer(app);
    const name = `aziz${Date.now() % 100_000}`;
    const ok = await call(app, 'PUT', PROFILE, first.token, { username: name.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.username).toBe(name);
    const taken = await call(app, 'PUT', PROFILE, second.token, { username: name });
    expect(taken.json().errors.username).toHaveLength(1);
    for (const username of ['1abc', 'a'.repeat(16), 'a b', 42]) {
      expect((await call(app, 'PUT', PROFILE, second.token, { username })).statusCode).toBe(422);
    }
  });

  it('changes the e-mail with the password; the new one must be verified and gets a code', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const other = await registerCustomer(app);
    const newEmail = `new.${Date.now()}@example.uz`;
    const badPassword = await call(app, 'PUT', PROFILE, token, { email: newEmail, password: 'Nope#20241' });
    expect(badPassword.json().errors.password).toHaveLength(1);
    const taken = await call(app, 'PUT', PROFILE, token, {
      email: other.customer.email,
      password: customer.password,
    });
    expect(taken.json().errors.email).toHaveLength(1);
    const ok = await call(app, 'PUT', PROFILE, token, { email: newEmail, password: customer.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ email: newEmail, email_verified_at: null });
    const code = await latestCodeTo(app, newEmail);
    const confirm = await call(app, 'POST', '/api/client/user/security/email/verify/confirmation', token, {
      code,
    });
    expect(confirm.statusCode).toBe(200);
  });

  it('changes personal info; every field is required', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const body = {
      firstname: 'Dilnoza',
      lastname: 'Rahimova',
      email: customer.email,
      birthday: '1995-05-05',
      sex: 'female',
    };
    const ok = await call(app, 'PUT', PROFILE, token, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ firstname: 'Dilnoza', sex: 'female' });
    expect(
      (await call(app, 'PUT', PROFILE, token, { ...body, firstname: 'x'.repeat(5000) })).statusCode,
    ).toBe(422);
    expect((await call(app, 'PUT', PROFILE, token, { ...body, sex: 'other' })).statusCode).toBe(422);
  });

  it('never changes the e-mail through the personal-info shape, which carries no password', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const hijack = await call(app, 'PUT', PROFILE, token, {
      firstname: 'Thief',
      lastname: 'Thief',
      email: `taken-over-${Date.now()}@example.uz`,
      birthday: '1990-01-01',
      sex: 'male',
    });
    expect(hijack.statusCode).toBe(422);
    expect(hijack.json().errors.email).toHaveLength(1);
    const profile = (await getProfile(app, token)).json().data;
    expect(profile).toMatchObject({ email: customer.email, firstname: customer.firstname });
    // The original {email, password} shape still changes it, with the current password only.
    const wrong = await call(app, 'PUT', PROFILE, token, {
      email: 'new@example.uz',
      password: 'Wrong#2024x',
    });
    expect(wrong.json().errors.password).toHaveLength(1);
    const moved = `moved-${Date.now()}@example.uz`;
    const ok = await call(app, 'PUT', PROFILE, token, { email: moved, password: customer.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(moved);
  });

  it('changes the phone with an SMS code sent to the new number', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const other = await registerCustomer(app);
    const newPhone = `+99893${String(Date.now()).slice(-7)}`;
    const taken = await call(app, 'POST', PHONE_CODE, token, {
      phone_number: other.customer.phone_number,
      password: customer.password,
    });
    expect(taken.json().errors.phone_number).toHaveLength(1);
    const wrongPassword = await call(app, 'POST', PHONE_CODE, token, {
      phone_number: newPhone,
      password: 'Bad#20245x',
    });
    expect(wrongPassword.json().errors.password).toHaveLength(1);
    const sent = await call(app, 'POST', PHONE_CODE, token, {
      phone_number: newPhone,
      password: customer.password,
    });
    expect(sent.json()).toEqual({ status: true, data: { resend_after: 60 } });
    const code = await latestCodeTo(app, newPhone);
    const otherNumber = await call(app, 'POST', PHONE_CONFIRM, token, {
      phone_number: '+998901112233',
      code,
    });
    expect(otherNumber.statusCode).toBe(422);
    const ok = await call(app, 'POST', PHONE_CONFIRM, token, { phone_number: newPhone, code });
    expect(ok.statusCode).toBe(200);
    expect((await getProfile(app, token)).json().data.phone_number).toBe(newPhone);
  });
});
