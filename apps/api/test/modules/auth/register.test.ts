import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../src/db/schema.js';
import { getProfile, newCustomer, register } from '../../helpers/customers.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

/** Registers with one field changed (undefined removes it) and answers the field errors. */
async function fieldErrorsFor(change: Record<string, unknown>) {
  const body: Record<string, unknown> = { ...newCustomer(), ...change };
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
  const response = await register(testApp.app, body, { 'accept-language': 'en' });
  expect(response.statusCode).toBe(422);
  const json = response.json();
  expect(json).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
  return json.errors as Record<string, string[]>;
}

describe('POST /api/client/user/auth/register', () => {
  it('creates the customer with a zero balance and logs them in at once', async () => {
    const customer = newCustomer({ email: '  New.Customer@Example.UZ ', phone_number: '+998 90 123 45 00' });
    const response = await register(testApp.app, { ...customer, is_admin: true, balance: 1000 });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 30 * 86_400 });
    expect(data.access_token).toMatch(/^[\w-]{43}$/);

    const profile = await getProfile(testApp.app, data.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      email: 'new.customer@example.uz',
      phone_number: '+998901234500',
      email_verified_at: null,
      accounts: { amount: 0 },
    });
  });

  it('stores an argon2id hash and no plain token', async () => {
    const customer = newCustomer();
    const response = await register(testApp.app, customer);
    const token = response.json().data.access_token as string;
    const [row] = await testApp.app.db
      .select({ passwordHash: users.passwordHash, tokenHash: sessions.tokenHash })
      .from(users)
      .innerJoin(sessions, eq(sessions.userId, users.id))
      .where(eq(users.email, customer.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
  });

  it.each(['firstname', 'lastname', 'sex', 'birthday', 'email', 'phone_number', 'password'])(
    'requires %s',
    async (field) => {
      const errors = await fieldErrorsFor({ [field]: undefined });
      expect(errors[field]).toEqual(['This field is required.']);
    },
  );

  it('requires the password confirmation', async () => {
    const errors = await fieldErrorsFor({ password_confirmation: undefined });
    expect(errors.password_confirmation?.[0]).toBe('This field is required.');
  });

  it('treats blank and whitespace-only names as missing', async () => {
    const errors = await fieldErrorsFor({ firstname: '   ', lastname: '' });
    expect(errors).toMatchObject({
      firstname: ['This field is required.'],
      lastname: ['This field is required.'],
    });
  });

  it('rejects wrong types', async () => {
    const errors = await fieldErrorsFor({ firstname: 42, email: ['a@b.uz'], sex: true, birthday: 19900321 });
    expect(Object.keys(errors).sort()).toEqual(['birthday', 'email', 'firstname', 'sex']);
  });

  it('bounds huge strings', async () => {
    const huge = 'x'.repeat(100_000);
    const errors = await fieldErrorsFor({ firstname: huge, lastname: huge, password: `Aa1!${huge}` });
    expect(errors.firstname).toEqual(['Too long.']);
    expect(errors.lastname).toEqual(['Too long.']);
    expect(errors.password?.[0]).toBe('Too long.');
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['without an uppercase letter', 'secret#2024'],
    ['without a digit', 'Secret#Word'],
    ['without a special character', 'Secret2024'],
  ])('rejects a password %s', async (_kind, password) => {
    const errors = await fieldErrorsFor({ password, password_confirmation: password });
    expect(errors.password).toEqual([
      'The password needs at least 8 characters, an uppercase letter, a digit and a special character.',
    ]);
  });

  it('rejects a confirmation that differs', async () => {
    const errors = await fieldErrorsFor({ password_confirmation: 'Secret#2025' });
    expect(errors.password_confirmation).toEqual(['Passwords do not match!']);
  });

  it.each(['12345', '+998 12 345', 'not a phone', '+1 555 0000 000000000'])(
    'rejects the phone number %j',
    async (phone) => {
      const errors = await fieldErrorsFor({ phone_number: phone });
      expect(errors.phone_number?.[0]).toMatch(/Invalid phone number|Too long/);
    },
  );

  it.each(['2999-01-01', '2023-02-30', '1990-13-01', '21.03.1990', '1800-01-01', 'yesterday'])(
    'rejects the birthday %j',
    async (birthday) => {
      const errors = await fieldErrorsFor({ birthday });
      expect(errors.birthday).toEqual(['Enter a real date of birth in the past.']);
    },
  );

  it.each(['other', 'MALE', ''])('rejects the sex %j', async (sex) => {
    const errors = await fieldErrorsFor({ sex });
    expect(errors.sex).toEqual(['Choose male or female.']);
  });

  it.each(['plainaddress', 'a@', '@example.uz', 'a b@example.uz'])('rejects the e-mail %j', async (email) => {
    const errors = await fieldErrorsFor({ email });
    expect(errors.email).toEqual(['Invalid email. Please check and try again!']);
  });

  it('answers a duplicate e-mail (any case) and a duplicate phone as field errors', async () => {
    const first = newCustomer();
    expect((await register(testApp.app, first)).statusCode).toBe(200);

    const sameEmail = newCustomer({ email: first.email.toUpperCase() });
    const emailResponse = await register(testApp.app, sameEmail, { 'accept-language': 'uz' });
    expect(emailResponse.statusCode).toBe(422);
    expect(emailResponse.json().errors).toEqual({ email: ['Bu elektron pochta band!'] });

    const samePhone = newCustomer({ phone_number: first.phone_number });
    const phoneResponse = await register(testApp.app, samePhone, { 'accept-language': 'uz' });
    expect(phoneResponse.statusCode).toBe(422);
    expect(phoneResponse.json().errors).toEqual({ phone_number: ['Raqam band!'] });

    const both = newCustomer({ email: first.email, phone_number: first.phone_number });
    expect(Object.keys((await register(testApp.app, both)).json().errors).sort()).toEqual([
      'email',
      'phone_number',
    ]);
  });

  it('lets only one of two concurrent registrations with the same e-mail through', async () => {
    const first = newCustomer();
    const second = newCustomer({ email: first.email });
    const responses = await Promise.all([register(testApp.app, first), register(testApp.app, second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(Object.keys(refused?.json().errors ?? {})).toEqual(['email']);
    const rows = await testApp.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, first.email));
    expect(rows).toHaveLength(1);
  });
});
