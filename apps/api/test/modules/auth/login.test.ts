import { describe, expect, it } from 'vitest';
import { login, registerCustomer } from '../../helpers/customers.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

describe('POST /api/client/user/auth/login', () => {
  it('answers a bearer token and opens a session row with IP and user agent', async () => {
    const { customer } = await registerCustomer(testApp.app);
    const response = await login(
      testApp.app,
      { login: customer.email.toUpperCase(), password: customer.password, remember: true },
      { 'user-agent': 'PortalTest/1.0' },
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'Bearer',
      session_id: expect.any(String),
      expires_in: 30 * 86_400,
    });
    const session = await testApp.app.db.query.sessions.findFirst({
      where: (sessions, { eq }) => eq(sessions.sessionId, data.session_id),
    });
    expect(session).toMatchObject({ ipAddress: '127.0.0.1', userAgent: 'PortalTest/1.0', remember: true });
    expect(session?.endedAt).toBeNull();
  });

  it('gives a short session without "remember me"', async () => {
    const { customer } = await registerCustomer(testApp.app);
    const response = await login(testApp.app, { login: customer.email, password: customer.password });
    expect(response.json().data.expires_in).toBe(12 * 3_600);
  });

  it('answers a bad e-mail format on login', async () => {
    const response = await login(
      testApp.app,
      { login: 'not-an-email', password: 'whatever' },
      {
        'accept-language': 'en',
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_FAILED',
      errors: { login: ['Invalid email. Please check and try again!'] },
    });
  });

  it('requires both fields', async () => {
    const response = await login(testApp.app, {}, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      login: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { customer } = await registerCustomer(testApp.app);
    const wrongPassword = await login(
      testApp.app,
      { login: customer.email, password: 'Wrong#2024' },
      {
        'accept-language': 'en',
      },
    );
    const unknownUser = await login(
      testApp.app,
      { login: 'nobody@example.uz', password: 'Wrong#2024' },
      {
        'accept-language': 'en',
      },
    );
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password. Please check and try again!',
        errors: { password: ['Invalid email or password. Please check and try again!'] },
      });
    }
  });

  it('rejects a non-boolean "remember"', async () => {
    const { customer } = await registerCustomer(testApp.app);
    const response = await login(testApp.app, {
      login: customer.email,
      password: customer.password,
      remember: 'yes',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['remember']);
  });
});
