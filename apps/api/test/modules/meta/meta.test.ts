import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp({
  DEMO_MODE: 'true',
  SUPPORT_EMAIL: 'help@hosting.uz',
  SUPPORT_TELEGRAM: '@hosting_help',
});

describe('GET /api/client/meta', () => {
  it('tells the client about demo mode and the support contacts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/client/meta' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: { demo: true, support: { email: 'help@hosting.uz', telegram: '@hosting_help' } },
    });
  });

  it('seeds the verified demo customer in demo mode', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/user/auth/login',
      payload: { login: 'demo@portal.uz', password: 'Demo1234!' },
    });
    expect(response.statusCode).toBe(200);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/client/user/profile',
      headers: { authorization: `Bearer ${response.json().data.access_token}` },
    });
    expect(profile.json().data).toMatchObject({
      email: 'demo@portal.uz',
      phone_number: '+998901234567',
      email_verified_at: expect.any(String),
    });
  });
});
