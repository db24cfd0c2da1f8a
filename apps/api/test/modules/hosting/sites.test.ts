import {
  adminPath,
  adminPaths,
  hostingPaths,
  hostingSitePaths,
  liveEventSchema,
  sitePath,
} from '@portal/contracts';
import { type IspmanagerSimulator, startIspmanagerSimulator } from '@portal/simulators';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostingOrderEvents, hostingOrders, liveEvents } from '../../../src/db/schema.js';
import { changeBalance } from '../../../src/modules/balance/balance.service.js';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { registerCustomer } from '../../helpers/customers.js';
import { LIMITS, MONTH, PANEL_ADMIN, seedCatalogue } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// An order's sites through the panel (docs/hosting-control.md), against the ISPmanager simulator: the panel's
// own refusals in our codes, its limits, a panel that goes silent mid-write, and read-only orders.

let panel: IspmanagerSimulator;
let testApp: TestApp;
let app: FastifyInstance;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  panel = await startIspmanagerSimulator({
    admin: PANEL_ADMIN,
    leDelayMs: 0,
    presets: {
      small: { ...LIMITS.small, limit_webdomains: 1 },
      big: { ...LIMITS.big, limit_webdomains: 5 },
    },
  });
  testApp = await buildTestApp();
  app = testApp.app;
  catalogue = await seedCatalogue(app, panel);
  // A demo server: the simulator decides which names point at it.
  await updateServer(app.db, catalogue.server.id, { demo: true });
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});
beforeEach(() => {
  panel.faults.clear();
  panel.state.notPointing.clear();
});

/** A customer with an active monthly Small order, and their password. */
async function customerWithOrder(tariffId = catalogue.small.id) {
  const { customer, token } = await registerCustomer(app);
  const profile = await app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: bearer(token),
  });
  const userId = profile.json().data.id as number;
  await app.db.transaction((tx) =>
    changeBalance(tx, {
      userId,
      amountTiyin: 100_000 * 100,
      reason: 'top_up',
      reference: null,
      at: app.clock.now(),
    }),
  );
  const created = await app.inject({
    method: 'POST',
    url: hostingPaths.createOrder,
    headers: bearer(token),
    payload: { tariff_id: tariffId, pay_type: MONTH },
  });
  expect(created.statusCode).toBe(200);
  await app.jobs.runDue();
  return { token, userId, password: customer.password, orderId: created.json().data.id as number };
}

let keys = 0;
function send(token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  keys += 1;
  return app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(method === 'GET' ? {} : { 'idempotency-key': `sites-test-${keys}` }) },
    ...(payload ? { payload } : {}),
  });
}

const sitesUrl = (orderId: number) => sitePath(hostingSitePaths.sites, orderId);
const siteUrl = (orderId: number, name: string) => sitePath(hostingSitePaths.site, orderId, name);
const sslUrl = (orderId: number, name: string) => sitePath(hostingSitePaths.siteSsl, orderId, name);

const eventsOf = (orderId: number) =>
  app.db
    .select()
    .from(hostingOrderEvents)
    .where(and(eq(hostingOrderEvents.orderId, orderId), eq(hostingOrderEvents.kind, 'panel')));

describe('sites of an order', () => {
  it('lists none at first, with the PHP versions offered and the order writable', async () => {
    const me = await customerWithOrder();
    const listed = await send(me.token, 'GET', sitesUrl(me.orderId));
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
    const created = await send(me.token, 'POST', sitesUrl(me.orderId), {
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
    const login = (await send(me.token, 'GET', sitePath(hostingPaths.order, me.orderId))).json().data.panel
      .account.login as string;
    expect(panel.state.sites.get('shop-one.uz')?.owner).toBe(login);
    expect(panel.calls().some((call) => call.func === 'site.edit' && call.params.su === login)).toBe(true);

    const patched = await send(me.token, 'PATCH', siteUrl(me.orderId, 'shop-one.uz'), { php_version: '8.0' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.php_version).toBe('8.0');
    expect(panel.state.sites.get('shop-one.uz')?.phpVersion).toBe('isp-php80');

    const actions = (await eventsOf(me.orderId)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['site.create', 'site.update']));
  });

  it('refuses a PHP version the server does not offer, and a name neither owned nor pointing here', async () => {
    const me = await customerWithOrder();
    const php = await send(me.token, 'POST', sitesUrl(me.orderId), {
      name: 'php-test.uz',
      php_version: '9.9',
    });
    expect(php.statusCode).toBe(422);
    expect(Object.keys(php.json().errors)).toEqual(['php_version']);

    panel.state.notPointing.add('stranger.uz');
    const unproven = await send(me.token, 'POST', sitesUrl(me.orderId), {
      name: 'stranger.uz',
      php_version: '7.4',
    });
    expect(unproven.statusCode).toBe(422);
    expect(unproven.json().errors.name).toHaveLength(1);
    expect(panel.state.sites.has('stranger.uz')).toBe(false);
  });

  it('refuses another customer’s site name with 409 on the name (the panel’s “exists”)', async () => {
    const first = await customerWithOrder(catalogue.big.id);
    const second = await customerWithOrder(catalogue.big.id);
    expect(
      (await send(first.token, 'POST', sitesUrl(first.orderId), { name: 'taken.uz', php_version: '7.4' }))
        .statusCode,
    ).toBe(200);
    const again = await send(second.token, 'POST', sitesUrl(second.orderId), {
      name: 'taken.uz',
      php_version: '7.4',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HOSTING_OBJECT_EXISTS');
    expect(Object.keys(again.json().errors)).toEqual(['name']);
    // The other customer cannot touch it either: it is not among their order's sites.
    expect(
      (await send(second.token, 'PATCH', siteUrl(second.orderId, 'taken.uz'), { php_version: '8.0' }))
        .statusCode,
    ).toBe(404);
  });

  it('names the limit reached and the tariff that lifts it', async () => {
    const me = await customerWithOrder();
    expect(
      (await send(me.token, 'POST', sitesUrl(me.orderId), { name: 'first-limit.uz', php_version: '7.4' }))
        .statusCode,
    ).toBe(200);
    const second = await send(me.token, 'POST', sitesUrl(me.orderId), {
      name: 'second-limit.uz',
      php_version: '7.4',
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'HOSTING_LIMIT_REACHED',
      limit: { key: 'limit_webdomains', tariff: { id: catalogue.big.id, name: 'Big' } },
    });
    expect(second.json().message).toContain('Big');
    expect(panel.state.sites.has('second-limit.uz')).toBe(false);
  });

  it('answers 503 when the panel goes silent after a create, keeps nothing half-done, and the retry succeeds', async () => {
    const me = await customerWithOrder();
    panel.faults.dropAfterWrite('site.edit');
    const body = { name: 'lost-answer.uz', php_version: '7.4' };
    const lost = await send(me.token, 'POST', sitesUrl(me.orderId), body);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().code).toBe('HOSTING_PANEL_UNAVAILABLE');
    expect(lost.headers['retry-after']).toBe('60');
    expect((await eventsOf(me.orderId)).filter((event) => event.action === 'site.create')).toEqual([]);

    const retried = await send(me.token, 'POST', sitesUrl(me.orderId), body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.name).toBe('lost-answer.uz');
    expect((await eventsOf(me.orderId)).filter((event) => event.action === 'site.create')).toHaveLength(1);

    panel.faults.httpStatus(502, { func: 'webdomain' });
    const down = await send(me.token, 'GET', sitesUrl(me.orderId));
    expect(down.statusCode).toBe(503);
  });

  it('issues a certificate in the background and pushes its state on the live stream', async () => {
    const me = await customerWithOrder();
    await send(me.token, 'POST', sitesUrl(me.orderId), { name: 'secure-me.uz', php_version: '7.4' });
    panel.state.leDelayMs = 60_000;
    const issuing = await send(me.token, 'POST', sslUrl(me.orderId, 'secure-me.uz'));
    expect(issuing.statusCode).toBe(200);
    expect(issuing.json().data.ssl).toEqual({ state: 'issuing', expires_at: null, error: null });

    panel.state.leDelayMs = 0;
    const listed = await send(me.token, 'GET', sitesUrl(me.orderId));
    const site = listed.json().data.sites[0];
    expect(site.ssl.state).toBe('issued');
    expect(site.https).toBe(true);
    expect(Date.parse(site.ssl.expires_at)).toBeGreaterThan(Date.now() + 80 * 86_400_000);

    const live = (await app.db.select().from(liveEvents).where(eq(liveEvents.userId, me.userId))).map((row) =>
      liveEventSchema.parse({ kind: row.kind, id: row.id, payload: row.payload }),
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
    await send(me.token, 'POST', sitesUrl(me.orderId), { name: 'elsewhere.uz', php_version: '7.4' });
    panel.state.notPointing.add('elsewhere.uz');
    expect((await send(me.token, 'POST', sslUrl(me.orderId, 'elsewhere.uz'))).statusCode).toBe(200);
    const failed = await app.inject({
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
    await send(me.token, 'POST', sitesUrl(me.orderId), { name: 'gone-soon.uz', php_version: '7.4' });
    const wrong = await send(me.token, 'DELETE', siteUrl(me.orderId, 'gone-soon.uz'), {
      password: 'Wrong-pass-1!',
    });
    expect(wrong.statusCode).toBe(422);
    expect(panel.state.sites.has('gone-soon.uz')).toBe(true);
    const removed = await send(me.token, 'DELETE', siteUrl(me.orderId, 'gone-soon.uz'), {
      password: me.password,
    });
    expect(removed.statusCode).toBe(200);
    expect(panel.state.sites.has('gone-soon.uz')).toBe(false);
    expect((await eventsOf(me.orderId)).map((event) => event.action)).toContain('site.delete');
  });

  it('keeps an expired order read-only with a sentence saying why, and a support session reads only', async () => {
    const me = await customerWithOrder();
    await send(me.token, 'POST', sitesUrl(me.orderId), { name: 'frozen.uz', php_version: '7.4' });

    const support = await staffToken(app, await addStaff(testApp, 'support'));
    const opened = await app.inject({
      method: 'POST',
      url: adminPath(adminPaths.customerSupportSessions, me.userId),
      headers: bearer(support),
      payload: { reason: 'Customer asked about their sites' },
    });
    const asCustomer = opened.json().data.access_token as string;
    const seen = await send(asCustomer, 'GET', sitesUrl(me.orderId));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.access).toMatchObject({ writable: false, reason: 'support_session' });
    const refused = await send(asCustomer, 'PATCH', siteUrl(me.orderId, 'frozen.uz'), { php_version: '8.0' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SUPPORT_SESSION_FORBIDDEN');

    await app.db.update(hostingOrders).set({ status: 'week' }).where(eq(hostingOrders.id, me.orderId));
    const listed = await send(me.token, 'GET', sitesUrl(me.orderId));
    expect(listed.json().data.sites).toHaveLength(1);
    expect(listed.json().data.access).toMatchObject({ writable: false, reason: 'order_expired' });
    expect(listed.json().data.access.message).toBeTruthy();
    const blocked = await send(me.token, 'PATCH', siteUrl(me.orderId, 'frozen.uz'), { php_version: '8.0' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('HOSTING_ORDER_READ_ONLY');
    expect(blocked.json().message).toBe(listed.json().data.access.message);
    expect(panel.state.sites.get('frozen.uz')?.phpVersion).toBe('isp-php74');
  });

  it('answers 404 for an order of another customer', async () => {
    const me = await customerWithOrder();
    const other = await customerWithOrder();
    expect((await send(other.token, 'GET', sitesUrl(me.orderId))).statusCode).toBe(404);
  });
});
