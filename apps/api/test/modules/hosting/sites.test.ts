import {
  adminPath,
  adminPaths,
  hostingPaths,
  hostingSitePaths,
  liveEventSchema,
  sitePath,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, hostingOrderEvents, hostingOrders, liveEvents } from '../../../src/db/schema.js';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { LIMITS } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { customerWithOrder as customerWithOrderOn, useToolsKit } from './tools-kit.js';

// An order's sites through the panel (docs/hosting-control.md), against the ISPmanager simulator: the panel's
// own refusals in our codes, its limits, a panel that goes silent mid-write, and read-only orders.

const kit = useToolsKit({
  simulator: {
    leDelayMs: 0,
    presets: {
      small: { ...LIMITS.small, limit_webdomains: 1 },
      big: { ...LIMITS.big, limit_webdomains: 5 },
    },
  },
  sendPrefix: 'sites-test',
  // A demo server: the simulator decides which names point at it.
  prepare: (set) => updateServer(set.app.db, set.catalogue.server.id, { demo: true }),
});
beforeEach(() => kit.panel.state.notPointing.clear());

/** A customer with an active monthly order (Small unless told), and their password. */
const customerWithOrder = (tariffId = kit.catalogue.small.id) => customerWithOrderOn(kit.app, tariffId);

const sitesUrl = (orderId: number) => sitePath(hostingSitePaths.sites, orderId);
const siteUrl = (orderId: number, name: string) => sitePath(hostingSitePaths.site, orderId, name);
const sslUrl = (orderId: number, name: string) => sitePath(hostingSitePaths.siteSsl, orderId, name);

const eventsOf = (orderId: number) =>
  kit.app.db
    .select()
    .from(hostingOrderEvents)
    .where(and(eq(hostingOrderEvents.orderId, orderId), eq(hostingOrderEvents.kind, 'panel')));

describe('sites of an order', () => {
  it('lists none at first, with the PHP versions offered and the order writable', async () => {
    const me = await customerWithOrder();
    const listed = await kit.send(me.token, 'GET', sitesUrl(me.orderId));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual({
      sites: [],
      php_versions: ['5.4', '5.6', '7.2', '7.4', '8.0'],
      access: { writable: true, reason: null, message: null },
      server_ip: '10.0.0.1',
    });
  });

  it('creates a site on the panel as the order’s user, changes its PHP and records both on the order', async () => {
    const me = await customerWithOrder();
    const created = await kit.send(me.token, 'POST', sitesUrl(me.orderId), {
      name: 'Shop-One.uz',
      aliases: ['www.shop-one.uz'],
      php_version: '7.4',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      name: 'shop-one.uz',
      aliases: ['www.shop-one.uz'],
      php_version: '7.4',
      https: false,
      ssl: { state: 'none', expires_at: null, error: null },
    });
    const login = (await kit.send(me.token, 'GET', sitePath(hostingPaths.order, me.orderId))).json().data
      .panel.account.login as string;
    expect(kit.panel.state.sites.get('shop-one.uz')?.owner).toBe(login);
    expect(kit.panel.calls().some((call) => call.func === 'site.edit' && call.params.su === login)).toBe(
      true,
    );

    const patched = await kit.send(me.token, 'PATCH', siteUrl(me.orderId, 'shop-one.uz'), {
      php_version: '8.0',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.php_version).toBe('8.0');
    expect(kit.panel.state.sites.get('shop-one.uz')?.phpVersion).toBe('isp-php80');

    const actions = (await eventsOf(me.orderId)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['site.create', 'site.update']));
  });

  it('refuses a PHP version the server does not offer, and a name neither owned nor pointing here', async () => {
    const me = await customerWithOrder();
    const php = await kit.send(me.token, 'POST', sitesUrl(me.orderId), {
      name: 'php-test.uz',
      php_version: '9.9',
    });
    expect(php.statusCode).toBe(422);
    expect(Object.keys(php.json().errors)).toEqual(['php_version']);

    kit.panel.state.notPointing.add('stranger.uz');
    const unproven = await kit.send(me.token, 'POST', sitesUrl(me.orderId), {
      name: 'stranger.uz',
      php_version: '7.4',
    });
    expect(unproven.statusCode).toBe(422);
    expect(unproven.json().errors.name).toHaveLength(1);
    expect(kit.panel.state.sites.has('stranger.uz')).toBe(false);
  });

  it('refuses another customer’s site name with 409 on the name (the panel’s “exists”)', async () => {
    const first = await customerWithOrder(kit.catalogue.big.id);
    const second = await customerWithOrder(kit.catalogue.big.id);
    expect(
      (await kit.send(first.token, 'POST', sitesUrl(first.orderId), { name: 'taken.uz', php_version: '7.4' }))
        .statusCode,
    ).toBe(200);
    const again = await kit.send(second.token, 'POST', sitesUrl(second.orderId), {
      name: 'taken.uz',
      php_version: '7.4',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HOSTING_OBJECT_EXISTS');
    expect(Object.keys(again.json().errors)).toEqual(['name']);
    // The other customer cannot touch it either: it is not among their order's sites.
    expect(
      (await kit.send(second.token, 'PATCH', siteUrl(second.orderId, 'taken.uz'), { php_version: '8.0' }))
        .statusCode,
    ).toBe(404);
  });

  it('names the limit reached and the tariff that lifts it', async () => {
    const me = await customerWithOrder();
    expect(
      (await kit.send(me.token, 'POST', sitesUrl(me.orderId), { name: 'first-limit.uz', php_version: '7.4' }))
        .statusCode,
    ).toBe(200);
    const second = await kit.send(me.token, 'POST', sitesUrl(me.orderId), {
      name: 'second-limit.uz',
      php_version: '7.4',
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'HOSTING_LIMIT_REACHED',
      limit: { key: 'limit_webdomains', tariff: { id: kit.catalogue.big.id, name: 'Big' } },
    });
    expect(second.json().message).toContain('Big');
    expect(kit.panel.state.sites.has('second-limit.uz')).toBe(false);
  });

  it('answers 503 when the panel goes silent after a create, keeps nothing half-done, and the retry succeeds', async () => {
    const me = await customerWithOrder();
    kit.panel.faults.dropAfterWrite('site.edit');
    const body = { name: 'lost-answer.uz', php_version: '7.4' };
    const lost = await kit.send(me.token, 'POST', sitesUrl(me.orderId), body);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().code).toBe('HOSTING_PANEL_UNAVAILABLE');
    expect(lost.headers['retry-after']).toBe('60');
    expect((await eventsOf(me.orderId)).filter((event) => event.action === 'site.create')).toEqual([]);

    const retried = await kit.send(me.token, 'POST', sitesUrl(me.orderId), body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.name).toBe('lost-answer.uz');
    expect((await eventsOf(me.orderId)).filter((event) => event.action === 'site.create')).toHaveLength(1);

    kit.panel.faults.httpStatus(502, { func: 'webdomain' });
    const down = await kit.send(me.token, 'GET', sitesUrl(me.orderId));
    expect(down.statusCode).toBe(503);
  });

  it('issues a certificate in the background and pushes its state on the live stream', async () => {
    const me = await customerWithOrder();
    await kit.send(me.token, 'POST', sitesUrl(me.orderId), { name: 'secure-me.uz', php_version: '7.4' });
    kit.panel.state.leDelayMs = 60_000;
    const issuing = await kit.send(me.token, 'POST', sslUrl(me.orderId, 'secure-me.uz'));
    expect(issuing.statusCode).toBe(200);
    expect(issuing.json().data.ssl).toEqual({ state: 'issuing', expires_at: null, error: null });

    kit.panel.state.leDelayMs = 0;
    const listed = await kit.send(me.token, 'GET', sitesUrl(me.orderId));
    const site = listed.json().data.sites[0];
    expect(site.ssl.state).toBe('issued');
    expect(site.https).toBe(true);
    expect(Date.parse(site.ssl.expires_at)).toBeGreaterThan(Date.now() + 80 * 86_400_000);

    const live = (await kit.app.db.select().from(liveEvents).where(eq(liveEvents.userId, me.userId))).map(
      (row) => liveEventSchema.parse({ kind: row.kind, id: row.id, payload: row.payload }),
    );
    expect(live).toContainEqual(
      expect.objectContaining({
        kind: 'site_ssl',
        payload: { order_id: me.orderId, site: 'secure-me.uz', state: 'issuing', expires_at: null },
      }),
    );
  });

  it('says a certificate failed because the name does not point here, with the record to add', async () => {
    const me = await customerWithOrder();
    await kit.send(me.token, 'POST', sitesUrl(me.orderId), { name: 'elsewhere.uz', php_version: '7.4' });
    kit.panel.state.notPointing.add('elsewhere.uz');
    expect((await kit.send(me.token, 'POST', sslUrl(me.orderId, 'elsewhere.uz'))).statusCode).toBe(200);
    const failed = await kit.app.inject({
      method: 'GET',
      url: sitesUrl(me.orderId),
      headers: { ...bearer(me.token), 'accept-language': 'ru' },
    });
    const ssl = failed.json().data.sites[0].ssl;
    expect(ssl.state).toBe('failed');
    expect(ssl.error.code).toBe('not_pointing');
    expect(ssl.error.record).toEqual({ type: 'A', name: 'elsewhere.uz', value: '10.0.0.1' });
    expect(ssl.error.message).toContain('elsewhere.uz A 10.0.0.1');
    expect(ssl.error.message).toMatch(/[а-я]/);
  });

  it('deletes a site only with the account password', async () => {
    const me = await customerWithOrder();
    await kit.send(me.token, 'POST', sitesUrl(me.orderId), { name: 'gone-soon.uz', php_version: '7.4' });
    const wrong = await kit.send(me.token, 'DELETE', siteUrl(me.orderId, 'gone-soon.uz'), {
      password: 'Wrong-pass-1!',
    });
    expect(wrong.statusCode).toBe(422);
    expect(kit.panel.state.sites.has('gone-soon.uz')).toBe(true);
    const removed = await kit.send(me.token, 'DELETE', siteUrl(me.orderId, 'gone-soon.uz'), {
      password: me.password,
    });
    expect(removed.statusCode).toBe(200);
    expect(kit.panel.state.sites.has('gone-soon.uz')).toBe(false);
    expect((await eventsOf(me.orderId)).map((event) => event.action)).toContain('site.delete');
  });

  it('keeps an expired order read-only with a sentence saying why, and a support session reads only', async () => {
    const me = await customerWithOrder();
    await kit.send(me.token, 'POST', sitesUrl(me.orderId), { name: 'frozen.uz', php_version: '7.4' });

    const support = await staffToken(kit.app, await addStaff(kit.testApp, 'support'));
    const opened = await kit.app.inject({
      method: 'POST',
      url: adminPath(adminPaths.customerSupportSessions, me.userId),
      headers: bearer(support),
      payload: { reason: 'Customer asked about their sites' },
    });
    const asCustomer = opened.json().data.access_token as string;
    const seen = await kit.send(asCustomer, 'GET', sitesUrl(me.orderId));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.access).toMatchObject({ writable: false, reason: 'support_session' });
    const refused = await kit.send(asCustomer, 'PATCH', siteUrl(me.orderId, 'frozen.uz'), {
      php_version: '8.0',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SUPPORT_SESSION_FORBIDDEN');

    await kit.app.db.update(hostingOrders).set({ status: 'week' }).where(eq(hostingOrders.id, me.orderId));
    const listed = await kit.send(me.token, 'GET', sitesUrl(me.orderId));
    expect(listed.json().data.sites).toHaveLength(1);
    expect(listed.json().data.access).toMatchObject({ writable: false, reason: 'order_expired' });
    expect(listed.json().data.access.message).toBeTruthy();
    const blocked = await kit.send(me.token, 'PATCH', siteUrl(me.orderId, 'frozen.uz'), {
      php_version: '8.0',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('HOSTING_ORDER_READ_ONLY');
    expect(blocked.json().message).toBe(listed.json().data.access.message);
    expect(kit.panel.state.sites.get('frozen.uz')?.phpVersion).toBe('isp-php74');
  });

  it('answers 404 for an order of another customer', async () => {
    const me = await customerWithOrder();
    const other = await customerWithOrder();
    expect((await kit.send(other.token, 'GET', sitesUrl(me.orderId))).statusCode).toBe(404);
  });
});

describe('the console', () => {
  it('reads an order’s sites and records, and sets the PHP versions a server offers, audited', async () => {
    const me = await customerWithOrder();
    await kit.send(me.token, 'POST', sitesUrl(me.orderId), { name: 'console-view.uz', php_version: '7.4' });
    const owner = await staffToken(kit.app, await addStaff(kit.testApp, 'owner'));
    const sites = await kit.app.inject({
      method: 'GET',
      url: adminPath(adminPaths.orderSites, me.orderId),
      headers: bearer(owner),
    });
    expect(sites.statusCode).toBe(200);
    expect(sites.json().data.sites.map((site: { name: string }) => site.name)).toEqual(['console-view.uz']);
    const records = await kit.app.inject({
      method: 'GET',
      url: adminPath(adminPaths.orderDnsRecords, me.orderId).replace(':zone', 'console-view.uz'),
      headers: bearer(owner),
    });
    expect(records.statusCode).toBe(200);
    expect(records.json().data.records.length).toBeGreaterThan(0);

    const url = adminPath(adminPaths.serverPhpVersions, kit.catalogue.server.id);
    const set = await kit.app.inject({
      method: 'PUT',
      url,
      headers: bearer(owner),
      payload: { php_versions: ['8.1', '7.4', '8.0'] },
    });
    expect(set.statusCode).toBe(200);
    const listed = await kit.send(me.token, 'GET', sitesUrl(me.orderId));
    expect(listed.json().data.php_versions).toEqual(['7.4', '8.0', '8.1']);
    const old = await kit.send(me.token, 'PATCH', siteUrl(me.orderId, 'console-view.uz'), {
      php_version: '5.6',
    });
    expect(old.statusCode).toBe(422);
    const newest = await kit.send(me.token, 'PATCH', siteUrl(me.orderId, 'console-view.uz'), {
      php_version: '8.1',
    });
    expect(newest.statusCode).toBe(200);
    const audited = await kit.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'server.php_versions'));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.after).toEqual({ php_versions: ['7.4', '8.0', '8.1'] });

    const support = await staffToken(kit.app, await addStaff(kit.testApp, 'support'));
    const refused = await kit.app.inject({
      method: 'PUT',
      url,
      headers: bearer(support),
      payload: { php_versions: ['7.4'] },
    });
    expect(refused.statusCode).toBe(403);
  });
});
