import { describe, expect, it } from 'vitest';
import { expectError, STRONG_PASSWORD, useTwoUserSim } from './isp-helpers.js';

// Mail domains, mailboxes and databases as the panel keeps them per user (docs/hosting-control.md): the create
// keys, a box's form that shows its password (the list does not), the owner's prefix on database names, limits.

const { env, as } = useTwoUserSim();

describe('ISPmanager mail and databases', () => {
  it('makes boxes under the user’s mail domain; the form shows the password, the list never does', async () => {
    await as('alice', { func: 'emaildomain.edit', sok: 'ok', name: 'alice.uz' });
    expectError(await as('bob', { func: 'emaildomain.edit', sok: 'ok', name: 'alice.uz' }), 'exists', 'name');
    const box = {
      func: 'email.edit',
      sok: 'ok',
      name: 'info',
      domainname: 'alice.uz',
      passwd: STRONG_PASSWORD,
    };
    expect((await as('alice', { ...box, maxsize: '100' })).json.doc).toMatchObject({ ok: {} });
    expectError(await as('alice', box), 'exists', 'name');
    expectError(await as('bob', { ...box, name: 'other' }), 'value', 'domainname');
    expectError(await as('alice', { ...box, name: 'x', passwd: 'weak' }), 'value', 'passwd');
    expectError(await as('alice', { ...box, name: 'y', forward: 'not-an-address' }), 'value', 'forward');

    const list = await as('alice', { func: 'email' });
    expect(JSON.stringify(list.json)).not.toContain(STRONG_PASSWORD);
    expect(list.json.doc).toMatchObject({ elem: [{ name: { $: 'info@alice.uz' }, size: { $: '0' } }] });
    const form = await as('alice', { func: 'email.edit', elid: 'info@alice.uz' });
    expect(form.json.doc).toMatchObject({ passwd: { $: STRONG_PASSWORD }, maxsize: { $: '100' } });
    expect((await as('bob', { func: 'email' })).json.doc).toEqual(
      expect.not.objectContaining({ elem: expect.anything() }),
    );

    await as('alice', {
      func: 'email.edit',
      sok: 'ok',
      elid: 'info@alice.uz',
      forward: 'a@b.uz',
      dontsave: 'on',
    });
    expect(env.sim.state.mailboxes.get('info@alice.uz')).toMatchObject({
      forward: ['a@b.uz'],
      dontsave: true,
      maxsize: 100,
    });
    expectError(await as('bob', { func: 'email.delete', elid: 'info@alice.uz' }), 'missed', 'elid');
    await as('alice', { func: 'email.delete', elid: 'info@alice.uz' });
    expect(env.sim.state.mailboxes.size).toBe(0);
  });

  it('wants the owner’s prefix on database and user names, and counts the databases', async () => {
    const db = (name: string, username: string) => ({
      func: 'db.edit',
      sok: 'ok',
      name,
      server: 'MySQL',
      charset: 'utf8mb4',
      user: '*',
      username,
      password: STRONG_PASSWORD,
      confirm: STRONG_PASSWORD,
    });
    expectError(await as('alice', db('shop', 'alice_shop')), 'value', 'name');
    expectError(await as('alice', db('alice_shop', 'bob_shop')), 'value', 'username');
    expect((await as('alice', db('alice_shop', 'alice_shop'))).json.doc).toMatchObject({
      ok: {},
      id: { $: 'alice_shop->MySQL' },
    });
    expectError(await as('alice', db('alice_shop', 'alice_two')), 'exists', 'name');
    expectError(await as('alice', db('alice_two', 'alice_shop')), 'exists', 'username');
    await as('alice', db('alice_two', 'alice_two'));
    // The basic preset holds two databases.
    expectError(await as('alice', db('alice_three', 'alice_three')), 'limit', 'limit_db');

    const users = await as('alice', { func: 'db.users', elid: 'alice_shop->MySQL' });
    expect(users.json.doc).toMatchObject({ elem: [{ name: { $: 'alice_shop' } }] });
    expectError(await as('bob', { func: 'db.users', elid: 'alice_shop->MySQL' }), 'missed', 'elid');
    await as('alice', {
      func: 'db.users.edit',
      sok: 'ok',
      plid: 'alice_shop->MySQL',
      elid: 'alice_shop',
      password: 'N3w-Pass-456',
      confirm: 'N3w-Pass-456',
    });
    expect(env.sim.state.databases.get('alice_shop')?.users[0]?.password).toBe('N3w-Pass-456');
    await as('alice', { func: 'db.delete', elid: 'alice_shop->MySQL' });
    expect([...env.sim.state.databases.keys()]).toEqual(['alice_two']);
  });
});
