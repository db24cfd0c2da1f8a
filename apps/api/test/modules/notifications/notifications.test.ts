import {
  NOTIFICATION_KINDS,
  notificationReadPath,
  notificationsPaths,
  securityPaths,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../src/modules/notifications/notifications.service.js';
import { getProfile, login, registerCustomer } from '../../helpers/customers.js';
import {
  notificationsCall as call,
  kindsOf,
  listNotifications,
  mailsTo,
} from '../../helpers/notifications.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_LINUX_NEWER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function customer() {
  const registered = await registerCustomer(testApp.app);
  const userId = (await getProfile(testApp.app, registered.token)).json().data.id as number;
  return { ...registered, userId };
}

async function seed(userId: number, count: number) {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(
      await testApp.app.db.transaction((tx) =>
        notify(tx, { userId, kind: 'top_up_credited', params: { amount: 1000 + index }, at: new Date() }),
      ),
    );
  }
  return ids;
}

describe('the notification list', () => {
  it('is empty for a new customer, and private', async () => {
    const { token } = await customer();
    expect(await listNotifications(testApp.app, token)).toEqual({
      status: true,
      data: [],
      total: 0,
      unread: 0,
    });
    const anonymous = await testApp.app.inject({ method: 'GET', url: notificationsPaths.list });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: notificationsPaths.unreadCount })).statusCode,
    ).toBe(401);
  });

  it('pages newest first; marks one read, then all; another customer’s id is 404', async () => {
    const { token, userId } = await customer();
    const ids = await seed(userId, 3);
    const page = await listNotifications(testApp.app, token, '?per_page=2&page=1');
    expect(page.total).toBe(3);
    expect(page.unread).toBe(3);
    expect(page.data.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(page.data[0]).toMatchObject({ kind: 'top_up_credited', params: { amount: 1002 }, read_at: null });
    expect(
      (await call(testApp.app, token, 'GET', `${notificationsPaths.list}?per_page=101`)).statusCode,
    ).toBe(422);

    const other = await customer();
    const foreign = await call(testApp.app, other.token, 'POST', notificationReadPath(ids[0] ?? 0));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await call(testApp.app, token, 'POST', notificationReadPath(999_999))).statusCode).toBe(404);
    expect((await listNotifications(testApp.app, token)).unread).toBe(3);

    const read = await call(testApp.app, token, 'POST', notificationReadPath(ids[0] ?? 0));
    expect(read.json()).toEqual({ status: true, data: { unread: 2 } });
    const again = await call(testApp.app, token, 'POST', notificationReadPath(ids[0] ?? 0));
    expect(again.json().data.unread).toBe(2);
    const count = await call(testApp.app, token, 'GET', notificationsPaths.unreadCount);
    expect(count.json()).toEqual({ status: true, data: { unread: 2 } });

    const all = await call(testApp.app, token, 'POST', notificationsPaths.readAll);
    expect(all.json()).toEqual({ status: true, data: { unread: 0 } });
    const after = await listNotifications(testApp.app, token);
    expect(after.unread).toBe(0);
    expect(after.data.every((item) => item.read_at !== null)).toBe(true);
    expect((await listNotifications(testApp.app, other.token)).total).toBe(0);
  });
});

describe('preferences', () => {
  it('lists every kind × channel on by default, security kinds locked', async () => {
    const { token } = await customer();
    const data = (await call(testApp.app, token, 'GET', notificationsPaths.preferences)).json().data;
    expect(data).toHaveLength(NOTIFICATION_KINDS.length * 2);
    expect(data.every((row: { enabled: boolean }) => row.enabled)).toBe(true);
    expect(
      data.filter((row: { locked: boolean }) => row.locked).map((row: { kind: string }) => row.kind),
    ).toEqual([
      'password_changed',
      'password_changed',
      'email_changed',
      'email_changed',
      'new_login',
      'new_login',
      'two_factor_enabled',
      'two_factor_enabled',
      'two_factor_disabled',
      'two_factor_disabled',
      'two_factor_reset_scheduled',
      'two_factor_reset_scheduled',
      'recovery_codes_renewed',
      'recovery_codes_renewed',
      'passkey_added',
      'passkey_added',
      'passkey_removed',
      'passkey_removed',
      'api_key_created',
      'api_key_created',
      'api_key_revoked',
      'api_key_revoked',
      'support_session_started',
      'support_session_started',
      'support_session_ended',
      'support_session_ended',
    ]);
  });

  it('switches a kind off per channel; refuses a security kind and bad input, changing nothing', async () => {
    const { token } = await customer();
    const put = (preferences: unknown) =>
      call(testApp.app, token, 'PUT', notificationsPaths.preferences, { preferences });
    const off = await put([{ kind: 'order_expiring', channel: 'email', enabled: false }]);
    expect(off.statusCode).toBe(200);
    const find = (
      rows: Array<{ kind: string; channel: string; enabled: boolean }>,
      kind: string,
      channel: string,
    ) => rows.find((row) => row.kind === kind && row.channel === channel)?.enabled;
    expect(find(off.json().data, 'order_expiring', 'email')).toBe(false);
    expect(find(off.json().data, 'order_expiring', 'telegram')).toBe(true);

    const refused = await put([
      { kind: 'order_active', channel: 'email', enabled: false },
      { kind: 'password_changed', channel: 'email', enabled: false },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['preferences.1.enabled']);
    for (const bad of [
      [],
      [{ kind: 'nope', channel: 'email', enabled: false }],
      [{ kind: 'order_active', channel: 'sms', enabled: false }],
      'x',
    ]) {
      const response = await put(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const now = (await call(testApp.app, token, 'GET', notificationsPaths.preferences)).json().data;
    expect(find(now, 'order_active', 'email')).toBe(true);
    expect(find(now, 'order_expiring', 'email')).toBe(false);
  });
});

describe('security events', () => {
  it('password change notifies and e-mails even though security kinds cannot be switched off', async () => {
    const { token, userId, customer: person } = await customer();
    const refused = await call(testApp.app, token, 'PUT', notificationsPaths.preferences, {
      preferences: [{ kind: 'password_changed', channel: 'email', enabled: false }],
    });
    expect(refused.statusCode).toBe(422);
    const changed = await call(testApp.app, token, 'PUT', securityPaths.changePassword, {
      old_password: person.password,
      password: 'Fresh#2025',
      password_confirmation: 'Fresh#2025',
    });
    expect(changed.statusCode).toBe(200);
    expect(await kindsOf(testApp.app, userId)).toEqual(['password_changed']);
    await testApp.app.jobs.runDue();
    const mails = await mailsTo(testApp.app, person.email);
    expect(mails.map((mail) => mail.subject)).toContain('Parol oʻzgartirildi');
  });

  it('an e-mail change notifies, and both the new and the old address get the e-mail', async () => {
    const { token, userId, customer: person } = await customer();
    const newEmail = `moved.${Date.now()}@example.uz`;
    const changed = await call(testApp.app, token, 'PUT', securityPaths.updateProfile, {
      email: newEmail,
      password: person.password,
    });
    expect(changed.statusCode).toBe(200);
    const list = await listNotifications(testApp.app, token);
    expect(list.data[0]).toMatchObject({
      kind: 'email_changed',
      params: { email: newEmail, previous_email: person.email },
    });
    expect(await kindsOf(testApp.app, userId)).toEqual(['email_changed']);
    await testApp.app.jobs.runDue();
    for (const to of [person.email, newEmail]) {
      const subjects = (await mailsTo(testApp.app, to)).map((mail) => mail.subject);
      expect(subjects, to).toContain('E-pochta oʻzgartirildi');
    }
  });

  it('a login from a new browser and system notifies; the same family again (or the first) does not', async () => {
    const { customer: person } = await customer();
    const { app } = testApp;
    const body = { login: person.email, password: person.password, remember: true };
    const first = await login(app, body, { 'user-agent': CHROME_LINUX_NEWER });
    expect(first.statusCode).toBe(200);
    const token = first.json().data.access_token as string;
    const userId = (await getProfile(app, token)).json().data.id as number;
    // Registration ran with inject's default agent; a Chrome on Linux is new the first time only.
    await login(app, body, { 'user-agent': CHROME_LINUX });
    expect((await kindsOf(app, userId)).filter((kind) => kind === 'new_login')).toHaveLength(1);
    await login(app, body, { 'user-agent': FIREFOX_WINDOWS });
    const list = await listNotifications(app, token);
    expect(list.data.map((item) => item.kind)).toEqual(['new_login', 'new_login']);
    expect(list.data[0]?.params).toMatchObject({ browser: 'Firefox 133', system: 'Windows 10' });
    const failed = await login(app, { ...body, password: 'Wrong#2024x' }, { 'user-agent': 'curl/8.5.0' });
    expect(failed.statusCode).toBe(422);
    expect(await kindsOf(app, userId)).toHaveLength(2);
  });
});
