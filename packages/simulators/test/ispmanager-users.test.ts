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

beforeEach(async () => {
  sim = await startSim(clock);
});
afterEach(async () => {
  await sim.close();
});

const basicLimits = { limit_db: { $: '2' }, limit_quota: { $: '1024' }, limit_webdomains: { $: '1' } };

describe('create', () => {
  it('creates with user.edit + sok and lists the user with $-wrapped fields and the preset limits', async () => {
    expect((await createUser(sim, 'alice', { fullname: 'Alice A' })).json).toEqual({
      doc: { ok: { $: 'ok' } },
    });
    const list = await asAdmin(sim, { func: 'user' });
    expect(list.json.doc.elem).toEqual([
      {
        name: { $: 'alice' },
        fullname: { $: 'Alice A' },
        level: { $: '16' },
        active: { $: 'on' },
        preset: { $: 'basic' },
        owner: { $: 'root' },
        ...basicLimits,
      },
    ]);
  });

  it('creates the same way with user.add and user.add.finish', async () => {
    for (const [func, name] of [
      ['user.add', 'bob'],
      ['user.add.finish', 'carol'],
    ] as const) {
      const reply = await asAdmin(sim, { func, sok: 'ok', name, passwd: STRONG_PASSWORD, preset: 'pro' });
      expect(reply.json).toEqual({ doc: { ok: { $: 'ok' } } });
      expect(sim.state.users.get(name)).toMatchObject({ preset: 'pro', level: 16, active: 'on' });
    }
  });

  it('lets sent limits override the preset and treats an empty one as unlimited', async () => {
    await createUser(sim, 'alice', { limit_quota: '2048', limit_db: '', limit_ftp_users: '3' });
    expect(sim.state.users.get('alice')?.limits).toEqual({
      limit_quota: '2048',
      limit_webdomains: '1',
      limit_ftp_users: '3',
    });
  });

  it('validates the name', async () => {
    for (const name of ['Alice', '1alice', 'al ice', '', 'a'.repeat(33)]) {
      expectError(await createUser(sim, name), 'value', 'name');
    }
    expect((await createUser(sim, `a${'b'.repeat(31)}`)).json.doc.ok).toBeDefined();
  });

  it('refuses a duplicate login with exists/user', async () => {
    await createUser(sim, 'alice');
    expectError(await createUser(sim, 'alice'), 'exists', 'user');
    expectError(await createUser(sim, 'root'), 'exists', 'user');
  });

  it('validates passwd and confirm', async () => {
    expectError(await createUser(sim, 'alice', { confirm: 'Other-Pass-123' }), 'value', 'passwd');
    expectError(await createUser(sim, 'alice', { passwd: '', confirm: '' }), 'value', 'passwd');
    for (const weak of ['short1A', 'onlyletters', '1234567890', 'Password1'.toLowerCase()]) {
      expectError(await createUser(sim, 'alice', { passwd: weak, confirm: weak }), 'value', 'passwd');
    }
    const long = `Aa1-${'x'.repeat(125)}`;
    expectError(await createUser(sim, 'alice', { passwd: long, confirm: long }), 'value', 'passwd');
    expect(sim.state.users.size).toBe(0);
  });

  it('refuses an unknown preset with value/preset', async () => {
    expectError(await createUser(sim, 'alice', { preset: 'gold' }), 'value', 'preset');
  });
});

describe('read and update', () => {
  it('reads one user with elid and no sok, without the password', async () => {
    await createUser(sim, 'alice');
    const reply = await asAdmin(sim, { func: 'user.edit', elid: 'alice' });
    expect(reply.json.doc).toMatchObject({ elid: { $: 'alice' }, name: { $: 'alice' }, ...basicLimits });
    expect(reply.body).not.toContain(STRONG_PASSWORD);
    expectError(await asAdmin(sim, { func: 'user.edit', elid: 'ghost' }), 'value', 'elid');
  });

  it('changes preset, limits, fullname and password with elid + sok', async () => {
    await createUser(sim, 'alice');
    const newPassword = 'N3w-Password!';
    const reply = await asAdmin(sim, {
      func: 'user.edit',
      elid: 'alice',
      sok: 'ok',
      preset: 'pro',
      limit_memory: '1024',
      fullname: 'Alice Pro',
      passwd: newPassword,
      confirm: newPassword,
    });
    expect(reply.json).toEqual({ doc: { ok: { $: 'ok' } } });
    expect(sim.state.users.get('alice')).toMatchObject({
      preset: 'pro',
      fullname: 'Alice Pro',
      limits: { limit_quota: '10240', limit_db: '10', limit_webdomains: '5', limit_memory: '1024' },
    });
    const whoami = await ispPost(sim, { func: 'whoami', authinfo: `alice:${newPassword}` });
    expect(whoami.json.doc.name).toEqual({ $: 'alice' });
  });

  it('refuses an update of an unknown user, a weak password and an unknown preset', async () => {
    await createUser(sim, 'alice');
    expectError(await asAdmin(sim, { func: 'user.edit', elid: 'ghost', sok: 'ok' }), 'value', 'elid');
    expectError(
      await asAdmin(sim, { func: 'user.edit', elid: 'alice', sok: 'ok', passwd: 'weak', confirm: 'weak' }),
      'value',
      'passwd',
    );
    expectError(
      await asAdmin(sim, { func: 'user.edit', elid: 'alice', sok: 'ok', preset: 'x' }),
      'value',
      'preset',
    );
    expect(sim.state.users.get('alice')?.preset).toBe('basic');
  });
});

describe('suspend, resume, delete', () => {
  it('suspends and resumes a comma+space list, idempotently', async () => {
    await createUser(sim, 'alice');
    await createUser(sim, 'bob');
    for (let round = 0; round < 2; round += 1) {
      expect(
        (await asAdmin(sim, { func: 'user.suspend', elid: 'alice, bob', sok: 'ok' })).json.doc.ok,
      ).toBeDefined();
      expect([...sim.state.users.values()].map((user) => user.active)).toEqual(['off', 'off']);
    }
    for (let round = 0; round < 2; round += 1) {
      expect(
        (await asAdmin(sim, { func: 'user.resume', elid: 'alice,bob', sok: 'ok' })).json.doc.ok,
      ).toBeDefined();
      expect([...sim.state.users.values()].map((user) => user.active)).toEqual(['on', 'on']);
    }
  });

  it('answers an unknown user with missed/users and changes nobody', async () => {
    await createUser(sim, 'alice');
    expectError(
      await asAdmin(sim, { func: 'user.suspend', elid: 'alice, ghost', sok: 'ok' }),
      'missed',
      'users',
    );
    expectError(await asAdmin(sim, { func: 'user.resume', elid: 'ghost', sok: 'ok' }), 'missed', 'users');
    expect(sim.state.users.get('alice')?.active).toBe('on');
  });

  it('deletes a user and its keys; an unknown one gives value/elid', async () => {
    await createUser(sim, 'alice');
    await asAdmin(sim, { func: 'session.newkey', username: 'alice', key: 'k'.repeat(32) });
    expect(sim.state.keys.size).toBe(1);
    expect((await asAdmin(sim, { func: 'user.delete', elid: 'alice', sok: 'ok' })).json.doc.ok).toBeDefined();
    expect(sim.state.users.size).toBe(0);
    expect(sim.state.keys.size).toBe(0);
    expectError(await asAdmin(sim, { func: 'user.delete', elid: 'alice', sok: 'ok' }), 'value', 'elid');
  });

  it('answers an unknown func with missed/func', async () => {
    expectError(await asAdmin(sim, { func: 'user.explode' }), 'missed', 'func');
  });
});
