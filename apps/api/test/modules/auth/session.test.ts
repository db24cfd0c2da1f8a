import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema.js';
import { getProfile, login, registerCustomer } from '../../helpers/customers.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

const HOUR_MS = 3_600_000;

async function logInAs(remember: boolean) {
  const { customer } = await registerCustomer(testApp.app);
  const response = await login(testApp.app, { login: customer.email, password: customer.password, remember });
  const data = response.json().data as { access_token: string; session_id: string };
  return { token: data.access_token, sessionId: data.session_id };
}

async function setLastActive(sessionId: string, lastActive: Date) {
  await testApp.app.db.update(sessions).set({ lastActive }).where(eq(sessions.sessionId, sessionId));
}

async function readSession(sessionId: string) {
  const [row] = await testApp.app.db.select().from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!row) throw new Error('no such session');
  return row;
}

function expectUnauthenticated(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({
    status: false,
    code: 'UNAUTHENTICATED',
    message: expect.any(String),
  });
}

describe('sessions', () => {
  it('refuses a missing, malformed or unknown token', async () => {
    expectUnauthenticated(await getProfile(testApp.app, null));
    expectUnauthenticated(await getProfile(testApp.app, 'garbage'));
    expectUnauthenticated(await getProfile(testApp.app, 'A'.repeat(43)));
    expectUnauthenticated(
      await testApp.app.inject({
        method: 'GET',
        url: '/api/client/user/profile',
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      }),
    );
  });

  it('ends a session without "remember me" after 12 hours idle', async () => {
    const { token, sessionId } = await logInAs(false);
    await setLastActive(sessionId, new Date(Date.now() - 11 * HOUR_MS));
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
    await setLastActive(sessionId, new Date(Date.now() - 13 * HOUR_MS));
    expectUnauthenticated(await getProfile(testApp.app, token));
  });

  it('keeps a remembered session through 13 hours idle and ends it after 30 days', async () => {
    const { token, sessionId } = await logInAs(true);
    await setLastActive(sessionId, new Date(Date.now() - 13 * HOUR_MS));
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
    await setLastActive(sessionId, new Date(Date.now() - 31 * 24 * HOUR_MS));
    expectUnauthenticated(await getProfile(testApp.app, token));
  });

  it('refreshes last activity at most once a minute', async () => {
    const { token, sessionId } = await logInAs(false);
    const recent = new Date(Date.now() - 30_000);
    await setLastActive(sessionId, recent);
    await getProfile(testApp.app, token);
    expect((await readSession(sessionId)).lastActive.getTime()).toBe(recent.getTime());

    await setLastActive(sessionId, new Date(Date.now() - 5 * 60_000));
    const before = Date.now();
    await getProfile(testApp.app, token);
    expect((await readSession(sessionId)).lastActive.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('logs out: the session ends and its token stops working, other sessions stay', async () => {
    const { customer, token: firstToken } = await registerCustomer(testApp.app);
    const second = await login(testApp.app, { login: customer.email, password: customer.password });
    const secondToken = second.json().data.access_token as string;

    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/user/auth/logout',
      headers: { authorization: `Bearer ${secondToken}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: true, data: null });
    expect((await readSession(second.json().data.session_id)).endedAt).toBeInstanceOf(Date);

    expectUnauthenticated(await getProfile(testApp.app, secondToken));
    expect((await getProfile(testApp.app, firstToken)).statusCode).toBe(200);
  });

  it('refuses logout without a token', async () => {
    expectUnauthenticated(await testApp.app.inject({ method: 'POST', url: '/api/client/user/auth/logout' }));
  });
});
