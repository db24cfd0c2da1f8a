import { describe, expect, it } from 'vitest';
import { getProfile, login, registerCustomer } from '../../helpers/customers.js';
import { call } from '../../helpers/security.js';
import { useTestApp } from '../../helpers/test-app.js';

const HISTORY = '/api/client/user/auth-history';
const testApp = useTestApp();

describe('authentication history', () => {
  it('lists my sessions in words, ends one and ends the others; others cannot touch them', async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const second = await login(
      app,
      { login: customer.email, password: customer.password },
      {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      },
    );
    const secondToken = second.json().data.access_token as string;
    const secondId = second.json().data.session_id as string;
    const third = await login(app, { login: customer.email, password: customer.password });

    const list = await call(app, 'GET', HISTORY, token);
    expect(list.statusCode).toBe(200);
    const entries = list.json().data as {
      session_id: string;
      is_current: boolean;
      browser: string;
      system: string;
    }[];
    expect(entries).toHaveLength(3);
    expect(entries.filter((entry) => entry.is_current)).toHaveLength(1);
    expect(entries.find((entry) => entry.session_id === secondId)).toMatchObject({
      browser: 'Chrome 131',
      system: 'Android 14',
    });

    const stranger = await registerCustomer(app);
    expect((await call(app, 'DELETE', `${HISTORY}/${secondId}`, stranger.token)).statusCode).toBe(404);
    expect((await getProfile(app, secondToken)).statusCode).toBe(200);
    expect((await call(app, 'GET', HISTORY, stranger.token)).json().data).toHaveLength(1);

    expect((await call(app, 'DELETE', `${HISTORY}/${secondId}`, token)).statusCode).toBe(200);
    expect((await getProfile(app, secondToken)).statusCode).toBe(401);
    expect((await call(app, 'DELETE', `${HISTORY}/${secondId}`, token)).statusCode).toBe(404);

    expect((await call(app, 'DELETE', HISTORY, token)).statusCode).toBe(200);
    expect((await getProfile(app, third.json().data.access_token)).statusCode).toBe(401);
    expect((await getProfile(app, token)).statusCode).toBe(200);
    expect((await call(app, 'GET', HISTORY, token)).json().data).toHaveLength(1);
  });
});
