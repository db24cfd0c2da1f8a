import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IspmanagerSimulator } from '../src/index.js';
import {
  ADMIN,
  ADMIN_AUTHINFO,
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

beforeEach(async () => {
  sim = await startSim(clock);
});
afterEach(async () => {
  await sim.close();
});

describe('transport', () => {
  it('listens on 127.0.0.1 with a free port', () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sim.apiUrl).toBe(`${sim.url}/ispmgr`);
  });

  it('refuses anything but out=json with HTTP 400', async () => {
    for (const out of ['xml', 'text', '']) {
      const reply = await ispPost(sim, { out, func: 'whoami', authinfo: ADMIN_AUTHINFO });
      expect(reply.status).toBe(400);
    }
    const noOut = await fetch(`${sim.apiUrl}?func=whoami&authinfo=${encodeURIComponent(ADMIN_AUTHINFO)}`);
    expect(noOut.status).toBe(400);
  });

  it('answers GET with the query string and lets the form body override it', async () => {
    const query = new URLSearchParams({ out: 'json', func: 'whoami', authinfo: ADMIN_AUTHINFO });
    const get = await fetch(`${sim.apiUrl}?${query}`);
    expect(await get.json()).toEqual({ doc: { name: { $: 'root' }, level: { $: '28' } } });

    const post = await fetch(`${sim.apiUrl}?func=preset&out=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ func: 'whoami', authinfo: ADMIN_AUTHINFO }),
    });
    expect(await post.json()).toMatchObject({ doc: { name: { $: 'root' } } });
  });
});

describe('authinfo', () => {
  it('URL-decodes and splits at the first colon', async () => {
    expect(ADMIN.password).toContain(':');
    const reply = await asAdmin(sim, { func: 'whoami' });
    expect(reply.json).toEqual({ doc: { name: { $: 'root' }, level: { $: '28' } } });
  });

  it('answers a bad password, an unknown login or no credentials with $type=auth as HTTP 200', async () => {
    expectError(await ispPost(sim, { func: 'whoami', authinfo: 'root:wrong' }), 'auth', 'badpassword');
    expectError(await ispPost(sim, { func: 'whoami', authinfo: 'nobody:x' }), 'auth', 'badpassword');
    expectError(await ispPost(sim, { func: 'whoami', authinfo: 'root' }), 'auth', 'badpassword');
    expectError(await ispPost(sim, { func: 'user' }), 'auth', 'badpassword');
  });

  it('lets an ordinary user in at level 16 but refuses user functions with $type=access', async () => {
    await createUser(sim, 'alice');
    const authinfo = `alice:${STRONG_PASSWORD}`;
    expect((await ispPost(sim, { func: 'whoami', authinfo })).json).toEqual({
      doc: { name: { $: 'alice' }, level: { $: '16' } },
    });
    const adminFuncs = [
      'user',
      'user.edit',
      'user.add',
      'user.add.finish',
      'user.suspend',
      'user.resume',
      'user.delete',
      'session.newkey',
      'preset',
      'preset.edit',
    ];
    for (const func of adminFuncs) {
      expectError(await ispPost(sim, { func, authinfo, elid: 'alice', sok: 'ok' }), 'access', 'func');
    }
  });

  it('refuses a suspended user', async () => {
    await createUser(sim, 'alice');
    await asAdmin(sim, { func: 'user.suspend', elid: 'alice', sok: 'ok' });
    expectError(
      await ispPost(sim, { func: 'whoami', authinfo: `alice:${STRONG_PASSWORD}` }),
      'auth',
      'badpassword',
    );
  });
});

describe('session login', () => {
  it('returns the SID, accepts auth=SID and expires after one idle hour', async () => {
    const login = await ispPost(sim, { func: 'auth', username: ADMIN.login, password: ADMIN.password });
    const auth = login.json.doc.auth as { $id: string; $level: string; $: string };
    expect(auth.$id).toMatch(/^[0-9a-f]{24}$/);
    expect(auth.$).toBe(auth.$id);
    expect(auth.$level).toBe('28');

    clock.advance(59 * 60 * 1000);
    expect((await ispPost(sim, { func: 'whoami', auth: auth.$id })).json.doc.name).toEqual({ $: 'root' });
    clock.advance(59 * 60 * 1000);
    // No users yet: the panel leaves `elem` out of an empty list.
    expect((await ispPost(sim, { func: 'user', auth: auth.$id })).json.doc.elem).toBeUndefined();
    clock.advance(60 * 60 * 1000 + 1);
    expectError(await ispPost(sim, { func: 'whoami', auth: auth.$id }), 'auth', 'badpassword');
  });

  it('refuses a wrong password and an unknown SID', async () => {
    expectError(
      await ispPost(sim, { func: 'auth', username: 'root', password: 'nope' }),
      'auth',
      'badpassword',
    );
    expectError(await ispPost(sim, { func: 'whoami', auth: 'deadbeef' }), 'auth', 'badpassword');
  });

  it('gives an ordinary user a level 16 session', async () => {
    await createUser(sim, 'alice');
    const login = await ispPost(sim, { func: 'auth', username: 'alice', password: STRONG_PASSWORD });
    expect((login.json.doc.auth as { $level: string }).$level).toBe('16');
  });
});
