import { adminPath, adminPaths, ftpPath, hostingFtpPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostingOrderEvents, hostingOrders } from '../../../src/db/schema.js';
import { LIMITS } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { customerWithOrder, useToolsKit } from './tools-kit.js';

// An order's FTP accounts through the panel (docs/hosting-control.md), against the ISPmanager simulator: folders
// kept inside the home, the main account kept, the tariff's limit checked before the panel is asked.

const kit = useToolsKit({
  simulator: { presets: { small: { ...LIMITS.small, limit_ftp_users: 5 }, big: LIMITS.big } },
});

const listUrl = (orderId: number) => ftpPath(hostingFtpPaths.ftpUsers, orderId);
const userUrl = (orderId: number, name: string) => ftpPath(hostingFtpPaths.ftpUser, orderId, name);
const PASSWORD = 'Ftp-pass-2026!';

const writes = () => kit.panel.calls().filter((call) => call.func.startsWith('ftp.user.') && call.params.sok);

describe('FTP accounts of an order', () => {
  it('lists the main account with how to connect, adds one for a site folder, changes and deletes it', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const listed = await kit.send(me.token, 'GET', listUrl(me.orderId));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject({
      users: [{ name: me.login, home: '', main: true, home_path: `/var/www/${me.login}/data` }],
      connection: { host: '127.0.0.1', port: 21, security: 'explicit_tls' },
      access: { writable: true },
    });

    const created = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      name: 'shopftp',
      password: PASSWORD,
      home: './www//shop.uz/',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toEqual({
      name: 'shopftp',
      home: 'www/shop.uz',
      home_path: `/var/www/${me.login}/data/www/shop.uz`,
      active: true,
      main: false,
    });
    expect(kit.panel.state.ftpUsers.get('shopftp')).toMatchObject({ owner: me.login, home: 'www/shop.uz' });
    expect(kit.panel.state.ftpUsers.get('shopftp')?.passwd).toBe(PASSWORD);

    // An absolute path inside the home is the same folder.
    const moved = await kit.send(me.token, 'PATCH', userUrl(me.orderId, 'shopftp'), {
      home: `/var/www/${me.login}/data/www/blog.uz`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.home).toBe('www/blog.uz');
    const repassed = await kit.send(me.token, 'PATCH', userUrl(me.orderId, 'shopftp'), {
      password: 'New-ftp-pass-1!',
    });
    expect(repassed.statusCode).toBe(200);
    expect(kit.panel.state.ftpUsers.get('shopftp')?.passwd).toBe('New-ftp-pass-1!');

    const removed = await kit.send(me.token, 'DELETE', userUrl(me.orderId, 'shopftp'));
    expect(removed.statusCode).toBe(200);
    expect(kit.panel.state.ftpUsers.has('shopftp')).toBe(false);

    const events = await kit.app.db
      .select()
      .from(hostingOrderEvents)
      .where(and(eq(hostingOrderEvents.orderId, me.orderId), eq(hostingOrderEvents.kind, 'panel')));
    expect(events.map((event) => event.action).filter((action) => action.startsWith('ftp.'))).toEqual([
      'ftp.create',
      'ftp.update',
      'ftp.update',
      'ftp.delete',
    ]);
    // The password is never kept in the order's history.
    expect(JSON.stringify(events)).not.toContain(PASSWORD);
  });

  it('never changes nor deletes the main account', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    kit.panel.clearCalls();
    const deleted = await kit.send(me.token, 'DELETE', userUrl(me.orderId, me.login));
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().errors).toEqual({ name: [expect.any(String)] });
    const changed = await kit.send(me.token, 'PATCH', userUrl(me.orderId, me.login), { password: PASSWORD });
    expect(changed.statusCode).toBe(422);
    const taken = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      name: me.login,
      password: PASSWORD,
      home: '',
    });
    expect(taken.statusCode).toBe(409);
    expect(writes()).toHaveLength(0);
  });

  it.each([
    ['a step up', '../other'],
    ['a step up inside', 'www/../../etc'],
    ['an absolute path elsewhere', '/etc/passwd'],
    ['another user’s home', '/var/www/someone/data/www'],
    ['a NUL', 'www/a\u0000b'],
    ['a backslash', 'www\\..\\x'],
    ['an overlong path', `www/${'a'.repeat(1100)}`],
  ])('refuses a folder with %s (422) and changes nothing', async (_what, home) => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    kit.panel.clearCalls();
    const refused = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      name: 'badhome',
      password: PASSWORD,
      home,
    });
    expect(refused.statusCode).toBe(422);
    expect(writes()).toHaveLength(0);
    expect(kit.panel.state.ftpUsers.has('badhome')).toBe(false);
  });

  it.each([
    ['an upper-case name', { name: 'Shop', password: PASSWORD, home: '' }],
    ['an overlong name', { name: `a${'b'.repeat(40)}`, password: PASSWORD, home: '' }],
    ['a NUL in the name', { name: 'ab\u0000c', password: PASSWORD, home: '' }],
    ['a weak password', { name: 'weakpass', password: 'password', home: '' }],
  ])('refuses %s (422) before the panel', async (_what, body) => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    kit.panel.clearCalls();
    const refused = await kit.send(me.token, 'POST', listUrl(me.orderId), body);
    expect(refused.statusCode).toBe(422);
    expect(writes()).toHaveLength(0);
  });

  it('refuses an account past the tariff’s limit before the panel is asked, naming the limit', async () => {
    // Small allows one FTP account besides the main one (the panel's preset would allow five).
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    expect(
      (
        await kit.send(me.token, 'POST', listUrl(me.orderId), {
          name: 'firstftp',
          password: PASSWORD,
          home: 'www',
        })
      ).statusCode,
    ).toBe(200);
    kit.panel.clearCalls();
    const second = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      name: 'secondftp',
      password: PASSWORD,
      home: '',
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'HOSTING_LIMIT_REACHED',
      limit: { key: 'limit_ftp_users', tariff: { id: kit.catalogue.big.id, name: 'Big' } },
    });
    expect(second.json().message).toContain('Big');
    expect(writes()).toHaveLength(0);
    expect(kit.panel.state.ftpUsers.has('secondftp')).toBe(false);
  });

  it('answers 404 to another customer and to a name that is not the order’s', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const other = await customerWithOrder(kit.app, kit.catalogue.small.id);
    await kit.send(me.token, 'POST', listUrl(me.orderId), { name: 'mineonly', password: PASSWORD, home: '' });
    expect((await kit.send(other.token, 'GET', listUrl(me.orderId))).statusCode).toBe(404);
    expect((await kit.send(other.token, 'DELETE', userUrl(me.orderId, 'mineonly'))).statusCode).toBe(404);
    expect((await kit.send(other.token, 'DELETE', userUrl(other.orderId, 'mineonly'))).statusCode).toBe(404);
    expect(kit.panel.state.ftpUsers.has('mineonly')).toBe(true);
  });

  it('lets a support session read only, keeps a suspended order read-only, and 503s a silent panel', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const support = await staffToken(kit.app, await addStaff(kit.testApp, 'support'));
    const opened = await kit.app.inject({
      method: 'POST',
      url: adminPath(adminPaths.customerSupportSessions, me.userId),
      headers: bearer(support),
      payload: { reason: 'Customer asked about FTP' },
    });
    const asCustomer = opened.json().data.access_token as string;
    const seen = await kit.send(asCustomer, 'GET', listUrl(me.orderId));
    expect(seen.json().data.access).toMatchObject({ writable: false, reason: 'support_session' });
    const refused = await kit.send(asCustomer, 'POST', listUrl(me.orderId), {
      name: 'bysupport',
      password: PASSWORD,
      home: '',
    });
    expect(refused.statusCode).toBe(403);
    expect(kit.panel.state.ftpUsers.has('bysupport')).toBe(false);

    kit.panel.faults.httpStatus(502, { func: 'ftp.user.edit' });
    const silent = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      name: 'silent',
      password: PASSWORD,
      home: '',
    });
    expect(silent.statusCode).toBe(503);

    await kit.app.db
      .update(hostingOrders)
      .set({ status: 'suspended' })
      .where(eq(hostingOrders.id, me.orderId));
    const blocked = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      name: 'blocked',
      password: PASSWORD,
      home: '',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('HOSTING_ORDER_READ_ONLY');
  });

  it('shows staff the same list, read-only', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    await kit.send(me.token, 'POST', listUrl(me.orderId), {
      name: 'staffsees',
      password: PASSWORD,
      home: 'www',
    });
    const owner = await staffToken(kit.app, await addStaff(kit.testApp, 'owner'));
    const seen = await kit.app.inject({
      method: 'GET',
      url: adminPath(adminPaths.orderFtpUsers, me.orderId),
      headers: bearer(owner),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.users.map((user: { name: string }) => user.name)).toEqual([
      me.login,
      'staffsees',
    ]);
  });
});
