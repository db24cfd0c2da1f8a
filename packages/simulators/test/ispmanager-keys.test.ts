import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IspmanagerSimulator } from '../src/index.js';
import {
  asAdmin,
  createClock,
  createUser,
  expectError,
  ispPost,
  STRONG_PASSWORD,
  startSim,
} from './isp-helpers.js';

const clock = createClock();
let sim: IspmanagerSimulator;
const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

beforeEach(async () => {
  sim = await startSim(clock);
  await createUser(sim, 'alice');
});
afterEach(async () => {
  await sim.close();
});

describe('presets', () => {
  it('lists presets and reads one preset limits', async () => {
    expect((await asAdmin(sim, { func: 'preset' })).json).toEqual({
      doc: { elem: [{ name: { $: 'basic' } }, { name: { $: 'pro' } }] },
    });
    expect((await asAdmin(sim, { func: 'preset.edit', elid: 'pro' })).json).toEqual({
      doc: {
        elid: { $: 'pro' },
        name: { $: 'pro' },
        limit_db: { $: '10' },
        limit_memory: { $: '512' },
        limit_quota: { $: '10240' },
        limit_webdomains: { $: '5' },
      },
    });
    expectError(await asAdmin(sim, { func: 'preset.edit', elid: 'gold' }), 'value', 'elid');
  });
});

describe('session.newkey and key login', () => {
  it('is admin only and checks the user and the key', async () => {
    expectError(
      await ispPost(sim, {
        func: 'session.newkey',
        authinfo: `alice:${STRONG_PASSWORD}`,
        username: 'alice',
        key: KEY,
      }),
      'access',
      'func',
    );
    expectError(
      await asAdmin(sim, { func: 'session.newkey', username: 'ghost', key: KEY }),
      'value',
      'username',
    );
    expectError(
      await asAdmin(sim, { func: 'session.newkey', username: 'alice', key: 'short' }),
      'value',
      'key',
    );
    expect(sim.state.keys.size).toBe(0);
  });

  it('logs in once with the key and answers the session', async () => {
    expect(
      (await asAdmin(sim, { func: 'session.newkey', username: 'alice', key: KEY })).json.doc.ok,
    ).toBeDefined();
    const login = await ispPost(sim, { func: 'auth', username: 'alice', key: KEY, checkcookie: 'no' });
    const auth = login.json.doc.auth as { $id: string; $level: string };
    expect(auth.$level).toBe('16');
    expect((await ispPost(sim, { func: 'whoami', auth: auth.$id })).json.doc.name).toEqual({ $: 'alice' });
    expectError(await ispPost(sim, { func: 'auth', username: 'alice', key: KEY }), 'auth', 'badpassword');
  });

  it('refuses a key for another username and an expired key', async () => {
    await createUser(sim, 'bob');
    await asAdmin(sim, { func: 'session.newkey', username: 'alice', key: KEY });
    expectError(await ispPost(sim, { func: 'auth', username: 'bob', key: KEY }), 'auth', 'badpassword');
    clock.advance(60 * 60 * 1000);
    expectError(await ispPost(sim, { func: 'auth', username: 'alice', key: KEY }), 'auth', 'badpassword');
  });
});

describe('usrparam', () => {
  it('lets the admin change a user password with su', async () => {
    const passwd = 'Chang3d-Pass!';
    const reply = await asAdmin(sim, { func: 'usrparam', su: 'alice', passwd, confirm: passwd, sok: 'ok' });
    expect(reply.json).toEqual({ doc: { ok: { $: 'ok' } } });
    expect((await ispPost(sim, { func: 'whoami', authinfo: `alice:${passwd}` })).json.doc.name).toEqual({
      $: 'alice',
    });
    expectError(
      await ispPost(sim, { func: 'whoami', authinfo: `alice:${STRONG_PASSWORD}` }),
      'auth',
      'badpassword',
    );
  });

  it('lets a user change their own password, refuses weak ones and su by a non-admin', async () => {
    const authinfo = `alice:${STRONG_PASSWORD}`;
    expectError(
      await ispPost(sim, { func: 'usrparam', authinfo, passwd: 'abc', sok: 'ok' }),
      'value',
      'passwd',
    );
    await createUser(sim, 'bob');
    expectError(
      await ispPost(sim, { func: 'usrparam', authinfo, su: 'bob', passwd: 'X', sok: 'ok' }),
      'access',
      'su',
    );
    expectError(await asAdmin(sim, { func: 'usrparam', su: 'ghost', sok: 'ok' }), 'value', 'su');
    const passwd = 'Own-Pass-456';
    expect((await ispPost(sim, { func: 'usrparam', authinfo, passwd, sok: 'ok' })).json.doc.ok).toBeDefined();
    expect(sim.state.users.get('alice')?.passwd).toBe(passwd);
  });

  it('runs whoami as the su user', async () => {
    expect((await asAdmin(sim, { func: 'whoami', su: 'alice' })).json).toEqual({
      doc: { name: { $: 'alice' }, level: { $: '16' } },
    });
  });
});

describe('browser key login', () => {
  it('shows the panel logged in, sets the cookie, and refuses the key a second time', async () => {
    await asAdmin(sim, { func: 'session.newkey', username: 'alice', key: KEY });
    const link = `${sim.apiUrl}?func=auth&username=alice&key=${KEY}&checkcookie=no`;
    const first = await fetch(link);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(await first.text()).toContain('Logged in as <strong>alice</strong>');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ispmgrses5=[0-9a-f]{24}; Path=\/; HttpOnly/);

    const again = await fetch(sim.apiUrl, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(await again.text()).toContain('Logged in as <strong>alice</strong>');

    const reused = await fetch(link);
    const html = await reused.text();
    expect(html).toContain('The key is invalid or has expired');
    expect(html).not.toContain('Logged in as');
    expect(reused.headers.get('set-cookie')).toBeNull();
  });
});
