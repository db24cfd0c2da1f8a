import { adminPath, adminPaths, databasePath, hostingDatabasePaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostingOrderEvents, idempotencyKeys } from '../../../src/db/schema.js';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { LIMITS } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { customerWithOrder, useToolsKit } from './tools-kit.js';

// An order's databases (docs/hosting-control.md) against the ISPmanager simulator: names prefixed with the
// panel login, the user's password changed, delete, the phpMyAdmin one-time link, and refusals that change
// nothing. A password reaches the panel and nothing else.

const kit = useToolsKit({
  simulator: { presets: { small: LIMITS.small, big: LIMITS.big } },
  sendPrefix: 'db-test',
  captureLog: true,
});

const dbsUrl = (orderId: number) => databasePath(hostingDatabasePaths.databases, orderId);
const dbUrl = (orderId: number, name: string) => databasePath(hostingDatabasePaths.database, orderId, name);
const passwordUrl = (orderId: number, name: string) =>
  databasePath(hostingDatabasePaths.databasePassword, orderId, name);
const adminUrl = (orderId: number, name: string) =>
  databasePath(hostingDatabasePaths.databaseAdmin, orderId, name);
const eventsOf = (orderId: number) =>
  kit.app.db
    .select()
    .from(hostingOrderEvents)
    .where(and(eq(hostingOrderEvents.orderId, orderId), eq(hostingOrderEvents.kind, 'panel')));

const DB_PASSWORD = 'Db#Secret-5530';
const NEW_PASSWORD = 'Db#Fresh-7719';

describe('databases of an order', () => {
  it('creates a database with its user under the login prefix, changes the password, deletes it', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const empty = await kit.send(me.token, 'GET', dbsUrl(me.orderId));
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({
      databases: [],
      prefix: `${me.login}_`,
      charsets: ['utf8mb4', 'utf8', 'latin1', 'cp1251'],
      phpmyadmin: false,
      access: { writable: true },
    });

    const created = await kit.send(me.token, 'POST', dbsUrl(me.orderId), {
      name: 'Shop',
      user: 'shop_user',
      password: DB_PASSWORD,
    });
    expect(created.statusCode).toBe(200);
    const name = `${me.login}_shop`;
    expect(created.json().data).toEqual({
      name,
      users: [`${me.login}_shop_user`],
      size_mb: 0.02,
      charset: 'utf8mb4',
      host: 'localhost',
      port: 3306,
    });
    expect(kit.panel.state.databases.get(name)).toMatchObject({ owner: me.login, charset: 'utf8mb4' });
    expect(kit.panel.state.databases.get(name)?.users[0]?.password).toBe(DB_PASSWORD);

    const changed = await kit.send(me.token, 'PUT', passwordUrl(me.orderId, name), {
      password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(kit.panel.state.databases.get(name)?.users[0]?.password).toBe(NEW_PASSWORD);

    const listed = await kit.send(me.token, 'GET', dbsUrl(me.orderId));
    expect(listed.json().data.databases.map((db: { name: string }) => db.name)).toEqual([name]);

    const removed = await kit.send(me.token, 'DELETE', dbUrl(me.orderId, name));
    expect(removed.statusCode).toBe(200);
    expect(kit.panel.state.databases.has(name)).toBe(false);

    const actions = (await eventsOf(me.orderId)).map((event) => event.action);
    expect(actions.filter((action) => action.startsWith('db.'))).toEqual([
      'db.create',
      'db.password',
      'db.delete',
    ]);
    const answers = [empty, created, changed, listed, removed].map((answer) => answer.body).join('\n');
    const events = JSON.stringify(await eventsOf(me.orderId));
    // Replayed answers are kept for the Idempotency-Key; the request is kept only as a digest.
    const kept = JSON.stringify(await kit.app.db.select().from(idempotencyKeys));
    expect(kit.lines.some((line) => line.includes('/databases'))).toBe(true);
    for (const secret of [DB_PASSWORD, NEW_PASSWORD]) {
      expect(answers).not.toContain(secret);
      expect(events).not.toContain(secret);
      expect(kept).not.toContain(secret);
      expect(kit.lines.join('\n')).not.toContain(secret);
    }
  });

  it('takes a charset, and refuses bad input with 422 changing nothing', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const latin = await kit.send(me.token, 'POST', dbsUrl(me.orderId), {
      name: 'legacy',
      user: 'legacy',
      password: DB_PASSWORD,
      charset: 'latin1',
    });
    expect(latin.json().data.charset).toBe('latin1');

    const good = { name: 'fine', user: 'fine', password: DB_PASSWORD };
    const cases: [object, string][] = [
      [{ ...good, name: '1abc' }, 'name'],
      [{ ...good, name: 'has-dash' }, 'name'],
      [{ ...good, name: 'semi;drop' }, 'name'],
      [{ ...good, name: 'nul\u0000' }, ''],
      [{ ...good, name: 'a'.repeat(64) }, 'name'],
      [{ ...good, user: 'u'.repeat(40) }, 'user'],
      [{ ...good, user: '../x' }, 'user'],
      [{ ...good, password: 'alllowercase' }, 'password'],
      [{ ...good, charset: 'ebcdic' }, 'charset'],
    ];
    for (const [body, field] of cases) {
      const refused = await kit.send(me.token, 'POST', dbsUrl(me.orderId), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(Object.keys(refused.json().errors ?? {})).toContain(field);
    }
    // The prefix counts against MySQL's 32 characters of a user name.
    const long = await kit.send(me.token, 'POST', dbsUrl(me.orderId), { ...good, user: 'u'.repeat(31) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['user']);
    expect([...kit.panel.state.databases.keys()].filter((key) => key.startsWith(`${me.login}_`))).toEqual([
      `${me.login}_legacy`,
    ]);

    const legacy = `${me.login}_legacy`;
    const weak = await kit.send(me.token, 'PUT', passwordUrl(me.orderId, legacy), { password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(kit.panel.state.databases.get(legacy)?.users[0]?.password).toBe(DB_PASSWORD);
    expect((await kit.send(me.token, 'DELETE', dbUrl(me.orderId, 'Bad Name'))).statusCode).toBe(422);
  });

  it('answers 409 for a name already taken, and 404 for another customer’s order or database', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const body = { name: 'twice', user: 'twice', password: DB_PASSWORD };
    expect((await kit.send(me.token, 'POST', dbsUrl(me.orderId), body)).statusCode).toBe(200);
    const again = await kit.send(me.token, 'POST', dbsUrl(me.orderId), { ...body, user: 'other' });
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json().errors)).toEqual(['name']);

    const name = `${me.login}_twice`;
    const other = await customerWithOrder(kit.app, kit.catalogue.small.id);
    expect((await kit.send(other.token, 'GET', dbsUrl(me.orderId))).statusCode).toBe(404);
    expect((await kit.send(other.token, 'DELETE', dbUrl(me.orderId, name))).statusCode).toBe(404);
    expect((await kit.send(other.token, 'DELETE', dbUrl(other.orderId, name))).statusCode).toBe(404);
    const stolen = await kit.send(other.token, 'PUT', passwordUrl(other.orderId, name), {
      password: NEW_PASSWORD,
    });
    expect(stolen.statusCode).toBe(404);
    expect(kit.panel.state.databases.get(name)?.users[0]?.password).toBe(DB_PASSWORD);
  });

  it('refuses a database past the tariff’s limit before the panel is asked, and frees the place on delete', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const made = await kit.send(me.token, 'POST', dbsUrl(me.orderId), {
      name: 'one',
      user: 'one',
      password: DB_PASSWORD,
    });
    expect(made.statusCode).toBe(200);
    kit.panel.clearCalls();
    const second = { name: 'two', user: 'two', password: DB_PASSWORD };
    const refused = await kit.send(me.token, 'POST', dbsUrl(me.orderId), second);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'HOSTING_LIMIT_REACHED',
      limit: { key: 'limit_db', tariff: { id: kit.catalogue.big.id, name: 'Big' } },
    });
    expect(kit.panel.calls().filter((call) => call.func === 'db.edit' && call.params.sok)).toHaveLength(0);
    expect(kit.panel.state.databases.has(`${me.login}_two->MySQL`)).toBe(false);

    expect((await kit.send(me.token, 'DELETE', dbUrl(me.orderId, `${me.login}_one`))).statusCode).toBe(200);
    expect((await kit.send(me.token, 'POST', dbsUrl(me.orderId), second)).statusCode).toBe(200);
  });

  it('opens phpMyAdmin through a one-time panel login only where the server offers it', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    await kit.send(me.token, 'POST', dbsUrl(me.orderId), { name: 'pma', user: 'pma', password: DB_PASSWORD });
    const name = `${me.login}_pma`;
    expect((await kit.send(me.token, 'GET', adminUrl(me.orderId, name))).statusCode).toBe(404);

    await updateServer(kit.app.db, kit.catalogue.server.id, { phpMyAdmin: true });
    try {
      expect((await kit.send(me.token, 'GET', dbsUrl(me.orderId))).json().data.phpmyadmin).toBe(true);
      const link = await kit.send(me.token, 'GET', adminUrl(me.orderId, name));
      expect(link.statusCode).toBe(200);
      const url = new URL(link.json().data.url);
      expect(url.searchParams.get('func')).toBe('auth');
      expect(url.searchParams.get('username')).toBe(me.login);
      expect(url.searchParams.get('startform')).toBe('db.users.redirect');
      expect(url.searchParams.get('elid')).toBe(`${me.login}_pma`);
      // The key is the panel's, for this user, and works once.
      expect(kit.panel.state.keys.get(url.searchParams.get('key') ?? '')?.username).toBe(me.login);
      expect(link.body).not.toContain(DB_PASSWORD);
    } finally {
      await updateServer(kit.app.db, kit.catalogue.server.id, { phpMyAdmin: false });
    }
  });

  it('lets a support session read and change nothing, and shows the console the same list', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    await kit.send(me.token, 'POST', dbsUrl(me.orderId), { name: 'ro', user: 'ro', password: DB_PASSWORD });
    const name = `${me.login}_ro`;
    const support = await staffToken(kit.app, await addStaff(kit.testApp, 'support'));
    const opened = await kit.app.inject({
      method: 'POST',
      url: adminPath(adminPaths.customerSupportSessions, me.userId),
      headers: bearer(support),
      payload: { reason: 'Customer asked about their databases' },
    });
    const asCustomer = opened.json().data.access_token as string;
    const seen = await kit.send(asCustomer, 'GET', dbsUrl(me.orderId));
    expect(seen.json().data.access).toMatchObject({ writable: false, reason: 'support_session' });
    for (const [method, target, payload] of [
      ['POST', dbsUrl(me.orderId), { name: 'more', user: 'more', password: DB_PASSWORD }],
      ['PUT', passwordUrl(me.orderId, name), { password: NEW_PASSWORD }],
      ['DELETE', dbUrl(me.orderId, name), undefined],
      ['GET', adminUrl(me.orderId, name), undefined],
    ] as const) {
      const refused = await kit.send(asCustomer, method, target, payload);
      expect(refused.statusCode, `${method} ${target}`).toBe(403);
    }
    expect(kit.panel.state.databases.get(name)?.users[0]?.password).toBe(DB_PASSWORD);
    expect(kit.panel.state.databases.has(`${me.login}_more`)).toBe(false);

    const owner = await staffToken(kit.app, await addStaff(kit.testApp, 'owner'));
    const listed = await kit.app.inject({
      method: 'GET',
      url: adminPath(adminPaths.orderDatabases, me.orderId),
      headers: bearer(owner),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.databases.map((db: { name: string }) => db.name)).toEqual([name]);
  });
});
