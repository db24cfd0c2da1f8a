import { domainPath, domainPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../../src/db/schema.js';
import { completeOperation } from '../../../src/modules/domains/domain-operations.service.js';
import { insertServer, insertTariff } from '../../../src/modules/hosting/catalogue.repository.js';
import { insertOrder } from '../../../src/modules/hosting/orders.repository.js';
import { renderNotification } from '../../../src/modules/notifications/notification-texts.js';
import { registerCustomer } from '../../helpers/customers.js';
import { balanceSom, customerWithBalance } from '../../helpers/hosting.js';
import { kindsOf } from '../../helpers/notifications.js';
import { watchQueryOverlaps } from '../../helpers/query-overlaps.js';
import {
  addRecord,
  type DomainEnv,
  domainLedger,
  operationsOf,
  startDomainEnv,
  uniqueLabel,
} from './orders-kit.js';

// The customer's domain API: buying a gTLD through the registrar simulator and a .uz name
// through the staff queue, money and its errors, owner scoping, name servers, auto-renew, the transfer code.

let env: DomainEnv;
beforeAll(async () => {
  env = await startDomainEnv();
});
afterAll(async () => {
  await env?.close();
});

const YEAR_MS = 365 * 86_400_000;

function request(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return env.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
}

const register = (token: string, body: object, headers: Record<string, string> = {}) =>
  request(token, 'POST', domainPaths.register, body, headers);

/** An active .com of a new customer, registered through the simulator. */
async function activeCom(som = 1_000_000) {
  const customer = await customerWithBalance(env.app, som);
  const name = `${uniqueLabel('faol')}.com`;
  const placed = await register(customer.token, { name, years: 1 });
  expect(placed.statusCode).toBe(200);
  await env.app.jobs.runDue();
  return { ...customer, name, id: placed.json().data.id as number };
}

describe('registering a gTLD', () => {
  it('charges the term, answers pending, and the job makes it active with the registrar’s expiry', async () => {
    const { token, userId } = await customerWithBalance(env.app, 500_000);
    const name = `${uniqueLabel('Choyxona')}.com`;
    const placed = await register(token, { name, years: 2 });
    expect(placed.statusCode).toBe(200);
    const domain = placed.json().data;
    expect(domain).toMatchObject({
      name: name.toLowerCase(),
      status: 'pending',
      manual: false,
      nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
      open_operation: { action: 'register', status: 'pending', amount: 360_000, years: 2 },
    });
    expect(await balanceSom(env.app, userId)).toBe(140_000);

    await env.app.jobs.runDue();
    const atRegistrar = env.registrar.domains.get(name.toLowerCase());
    expect(atRegistrar?.nameservers).toEqual(['ns1.portal.uz', 'ns2.portal.uz']);
    const detail = (await request(token, 'GET', domainPath(domainPaths.detail, domain.id))).json().data;
    expect(detail).toMatchObject({ status: 'active', open_operation: null, remaining_days: 730 });
    expect(new Date(detail.expires_at).getTime()).toBe((atRegistrar?.expiresAt ?? 0) * 1000);
    expect(new Date(detail.expires_at).getTime()).toBe(env.clock.now().getTime() + 2 * YEAR_MS);
    expect(detail.operations).toEqual([expect.objectContaining({ action: 'register', status: 'done' })]);
    expect(
      detail.events.map((event: { kind: string; to_status: string | null }) => event.to_status),
    ).toContain('active');
    expect(detail.prices.renew['1']).toBe(180_000);
    expect(await kindsOf(env.app, userId)).toContain('domain_active');
    expect(await domainLedger(env.app, userId)).toEqual([
      {
        reason: 'domain_payment',
        amount: -360_000,
        reference: `domain_operation:${detail.operations[0].id}`,
      },
    ]);
  });

  it('keeps an IDN name as typed and registers its punycode', async () => {
    const { token } = await customerWithBalance(env.app, 500_000);
    const placed = await register(token, { name: `дўкон${process.pid}.com`, years: 1 });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.name).toMatch(/^xn--.*\.com$/);
    expect(placed.json().data.display_name).toBe(`дўкон${process.pid}.com`);
  });

  it('answers the same order for a repeated Idempotency-Key and charges once', async () => {
    const { token, userId } = await customerWithBalance(env.app, 500_000);
    const body = { name: `${uniqueLabel('bir-marta')}.net`, years: 1 };
    const headers = { 'idempotency-key': `domain-once-${userId}-0001` };
    // The keyed order is answered inside its transaction: the domain's view reads there one query at a time.
    const watch = watchQueryOverlaps();
    try {
      const first = await register(token, body, headers);
      const again = await register(token, body, headers);
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(watch.overlaps.map((overlap) => overlap.message)).toEqual([]);
    } finally {
      watch.stop();
    }
    expect(await balanceSom(env.app, userId)).toBe(300_000);
  });

  it('refuses a balance that does not cover the price, naming the shortfall, and keeps nothing', async () => {
    const { token, userId } = await customerWithBalance(env.app, 100_000);
    const name = `${uniqueLabel('qimmat')}.com`;
    const answer = await register(token, { name, years: 1 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', shortfall: 80_000 });
    expect(await balanceSom(env.app, userId)).toBe(100_000);
    const rows = await env.app.db.select().from(domains);
    expect(rows.some((row) => row.name === name)).toBe(false);
  });

  it('refuses bad input with translated field errors and changes nothing', async () => {
    const { token, userId } = await customerWithBalance(env.app, 1_000_000);
    const recordId = await addRecord(env.app, userId);
    env.registrar.takeElsewhere('olingan-nom.com');
    const cases: [object, string, string][] = [
      [{ name: 'olingan-nom.com', years: 1 }, 'name', 'already taken'],
      [{ name: 'band.uz', years: 1, record_id: recordId }, 'name', 'already taken'],
      [{ name: 'nom', years: 1 }, 'name', 'Invalid domain name'],
      [{ name: 'maktab.edu.uz', years: 1 }, 'name', 'particular holders'],
      [{ name: `${uniqueLabel('uzoq')}.com`, years: 7 }, 'years', 'for this term'],
      [{ name: `${uniqueLabel('uzoq')}.com`, years: 11 }, 'years', 'Invalid value'],
      [
        { name: `${uniqueLabel('ns')}.com`, years: 1, nameservers: ['ns1.a.uz'] },
        'nameservers',
        'at least two',
      ],
      [
        { name: `${uniqueLabel('ns')}.com`, years: 1, nameservers: ['ns1.a.uz', 'bad host'] },
        'nameservers.1',
        'Invalid name server',
      ],
      [
        { name: `${uniqueLabel('ns')}.com`, years: 1, nameservers: ['ns1.a.uz', 'NS1.A.UZ.'] },
        'nameservers',
        'only once',
      ],
      [
        { name: `${uniqueLabel('xost')}.com`, years: 1, hosting_order_id: 999_999 },
        'hosting_order_id',
        'Invalid',
      ],
    ];
    for (const [body, field, says] of cases) {
      const answer = await register(token, body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 422 });
      expect(answer.json().errors?.[field]?.[0], JSON.stringify(body)).toContain(says);
    }
    expect(await balanceSom(env.app, userId)).toBe(1_000_000);
    expect((await request(token, 'GET', domainPaths.list)).json()).toMatchObject({ data: [], total: 0 });
  });
});

describe('registering a .uz name', () => {
  it('needs the customer’s own approved profile, then waits for staff in the manual queue', async () => {
    const { token, userId } = await customerWithBalance(env.app, 200_000);
    const other = await customerWithBalance(env.app, 0);
    const name = `${uniqueLabel('bozor')}.uz`;
    const refused = async (body: object, says: string) => {
      const answer = await register(token, { name, years: 1, ...body });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.record_id[0]).toContain(says);
    };
    await refused({}, 'needs a profile');
    await refused({ record_id: await addRecord(env.app, userId, 'pending') }, 'not been approved');
    await refused({ record_id: await addRecord(env.app, other.userId) }, 'Invalid');

    const recordId = await addRecord(env.app, userId);
    await env.app.jobs.runDue();
    const placed = await register(token, { name, years: 1, record_id: recordId });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data).toMatchObject({
      status: 'pending',
      manual: true,
      record_id: recordId,
      open_operation: { action: 'register', status: 'manual', amount: 60_000 },
    });
    expect(await balanceSom(env.app, userId)).toBe(140_000);
    const calls = env.registrar.calls.length;
    await env.app.jobs.runDue();
    expect(env.registrar.calls.length).toBe(calls);
    const [operation] = await operationsOf(env.app, placed.json().data.id);
    expect(operation).toMatchObject({ status: 'manual', nextAttemptAt: null });
    if (!operation) throw new Error('no operation');

    // Staff register it at the partner registrar and mark it done with the registry's expiry.
    const expiresAt = new Date(env.clock.now().getTime() + YEAR_MS);
    await env.app.db.transaction((tx) =>
      completeOperation(tx, operation.id, { expiresAt, now: env.clock.now() }),
    );
    const id = placed.json().data.id as number;
    const url = domainPath(domainPaths.nameservers, id);
    const changed = await request(token, 'PUT', url, { nameservers: ['ns1.mening.uz', 'ns2.mening.uz'] });
    expect(changed.json().data).toMatchObject({
      status: 'active',
      expires_at: expiresAt.toISOString(),
      nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
      open_operation: { action: 'nameservers', status: 'manual', amount: 0 },
    });
    await env.app.jobs.runDue();
    expect(env.registrar.calls.length).toBe(calls);
    const change = (await operationsOf(env.app, id)).find((row) => row.action === 'nameservers');
    if (!change) throw new Error('no name server change');
    await env.app.db.transaction((tx) => completeOperation(tx, change.id, { now: env.clock.now() }));
    const detail = (await request(token, 'GET', domainPath(domainPaths.detail, id))).json().data;
    expect(detail).toMatchObject({ nameservers: ['ns1.mening.uz', 'ns2.mening.uz'], open_operation: null });
  });
});

describe('the customer’s domains', () => {
  it('are listed with a total, and another customer’s are not found', async () => {
    const { token, id } = await activeCom();
    const list = (await request(token, 'GET', `${domainPaths.list}?per_page=10`)).json();
    expect(list).toMatchObject({
      status: true,
      total: 1,
      data: [expect.objectContaining({ id, status: 'active' })],
    });
    const stranger = await registerCustomer(env.app);
    for (const [method, url, body] of [
      ['GET', domainPath(domainPaths.detail, id), undefined],
      ['PUT', domainPath(domainPaths.nameservers, id), { nameservers: ['ns1.x.uz', 'ns2.x.uz'] }],
      ['PUT', domainPath(domainPaths.autoRenew, id), { enabled: false }],
      ['POST', domainPath(domainPaths.transferCode, id), undefined],
    ] as const) {
      expect((await request(stranger.token, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await request(stranger.token, 'GET', domainPaths.list)).json()).toMatchObject({
      data: [],
      total: 0,
    });
    expect((await env.app.inject({ method: 'GET', url: domainPaths.list })).statusCode).toBe(401);
  });

  it('point at a list of name servers: the job applies it at the registrar, one change at a time', async () => {
    const { token, id, name } = await activeCom();
    const url = domainPath(domainPaths.nameservers, id);
    const changed = await request(token, 'PUT', url, { nameservers: ['NS1.Yangi.uz', 'ns2.yangi.uz.'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
      open_operation: { action: 'nameservers', status: 'pending', amount: 0 },
    });
    const second = await request(token, 'PUT', url, { nameservers: ['ns1.b.uz', 'ns2.b.uz'] });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors.domain[0]).toContain('still under way');

    await env.app.jobs.runDue();
    expect(env.registrar.domains.get(name)?.nameservers).toEqual(['ns1.yangi.uz', 'ns2.yangi.uz']);
    const detail = (await request(token, 'GET', domainPath(domainPaths.detail, id))).json().data;
    expect(detail).toMatchObject({ nameservers: ['ns1.yangi.uz', 'ns2.yangi.uz'], open_operation: null });
  });

  it('point back at the portal’s own name servers', async () => {
    const { token, id, name } = await activeCom();
    const url = domainPath(domainPaths.nameservers, id);
    expect(
      (await request(token, 'PUT', url, { nameservers: ['ns1.boshqa.uz', 'ns2.boshqa.uz'] })).statusCode,
    ).toBe(200);
    await env.app.jobs.runDue();
    expect(env.registrar.domains.get(name)?.nameservers).toEqual(['ns1.boshqa.uz', 'ns2.boshqa.uz']);
    const back = await request(token, 'PUT', url, { portal_nameservers: true });
    expect(back.statusCode).toBe(200);
    await env.app.jobs.runDue();
    expect(env.registrar.domains.get(name)?.nameservers).toEqual(['ns1.portal.uz', 'ns2.portal.uz']);
    expect((await request(token, 'PUT', url, { portal_nameservers: false })).statusCode).toBe(422);
  });

  it('point at one of the customer’s active hosting orders: its server’s DNS hosts', async () => {
    const { token, id, name, userId } = await activeCom();
    const server = await insertServer(env.app.db, {
      name: 'Dns-1',
      ip: '10.0.0.9',
      location: 'Toshkent',
      cpu: '4 vCPU',
      ram: null,
      panelUrl: 'https://panel.test.uz',
      portHttp: 80,
      portHttps: 443,
      portIspmanager: 1500,
      dnsPrimary: 'ns1.host.uz',
      dnsSecondary: 'NS2.host.uz',
      apiUrl: 'https://panel.test.uz/ispmgr',
      loginBaseUrl: 'https://panel.test.uz',
      wapUrlTemplate: null,
      adminLogin: 'root',
      adminPasswordSealed: env.app.adapters.hosting.box.seal('x'),
    });
    const tariff = await insertTariff(env.app.db, {
      serverId: server.id,
      name: 'Dns',
      preset: 'small',
      limits: {},
      prices: { '2592000': 3_000_000 },
    });
    const orderOf = async (owner: number, status: 'progress' | 'active' | 'cancelled') =>
      (
        await insertOrder(env.app.db, {
          userId: owner,
          serverId: server.id,
          tariffId: tariff.id,
          status,
          payType: 2_592_000,
          periodPriceTiyin: 3_000_000,
          expiresAt: new Date(env.clock.now().getTime() + 30 * 86_400_000),
          panelLogin: uniqueLabel('p').replaceAll('-', ''),
          panelPasswordSealed: env.app.adapters.hosting.box.seal('x'),
          createdAt: env.clock.now(),
          updatedAt: env.clock.now(),
        })
      ).id;
    const url = domainPath(domainPaths.nameservers, id);
    const stranger = await registerCustomer(env.app);
    const theirs = await orderOf(
      (
        await env.app.inject({
          method: 'GET',
          url: '/api/client/user/profile',
          headers: { authorization: `Bearer ${stranger.token}` },
        })
      ).json().data.id,
      'active',
    );
    for (const orderId of [theirs, await orderOf(userId, 'cancelled')]) {
      const refused = await request(token, 'PUT', url, { hosting_order_id: orderId });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.hosting_order_id).toBeDefined();
    }
    const hostingOrderId = await orderOf(userId, 'active');
    expect((await request(token, 'PUT', url, { hosting_order_id: hostingOrderId })).statusCode).toBe(200);
    await env.app.jobs.runDue();
    expect(env.registrar.domains.get(name)?.nameservers).toEqual(['ns1.host.uz', 'ns2.host.uz']);
    const detail = (await request(token, 'GET', domainPath(domainPaths.detail, id))).json().data;
    expect(detail).toMatchObject({
      nameservers: ['ns1.host.uz', 'ns2.host.uz'],
      hosting_order_id: hostingOrderId,
    });

    // "Register a domain too" right after paying for hosting: the order is still being set up.
    const justPaid = await orderOf(userId, 'progress');
    const withHosting = await register(token, {
      name: `${uniqueLabel('birga')}.com`,
      years: 1,
      hosting_order_id: justPaid,
    });
    expect(withHosting.statusCode).toBe(200);
    expect(withHosting.json().data).toMatchObject({
      nameservers: ['ns1.host.uz', 'ns2.host.uz'],
      hosting_order_id: justPaid,
    });
  });

  it('switch auto-renew on and off, recorded in the history', async () => {
    const { token, id } = await activeCom();
    const url = domainPath(domainPaths.autoRenew, id);
    const off = await request(token, 'PUT', url, { enabled: false });
    expect(off.json().data).toMatchObject({ auto_renew: false });
    expect(off.json().data.events[0]).toMatchObject({ kind: 'auto_renew', action: 'off' });
    expect((await request(token, 'PUT', url, { enabled: true })).json().data.auto_renew).toBe(true);
    expect((await request(token, 'PUT', url, { enabled: 'yes' })).statusCode).toBe(422);
  });

  it('give a gTLD’s transfer code from the registrar; a .uz one is refused with a clear text', async () => {
    const { token, id, name, userId } = await activeCom();
    const code = await request(token, 'POST', domainPath(domainPaths.transferCode, id));
    expect(code.statusCode).toBe(200);
    expect(code.json().data).toEqual({ auth_code: env.registrar.domains.get(name)?.authCode });

    const uz = await register(token, {
      name: `${uniqueLabel('kod')}.uz`,
      years: 1,
      record_id: await addRecord(env.app, userId),
    });
    const refused = await request(
      token,
      'POST',
      domainPath(domainPaths.transferCode, uz.json().data.id),
      undefined,
      {
        'accept-language': 'ru',
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.domain[0]).toContain('выдаёт реестр');
  });
});

describe('hostile input', () => {
  it('is answered with the envelope and a 4xx, never a 500', async () => {
    const { token, id } = await activeCom();
    for (const [method, url, payload] of [
      ['POST', domainPaths.register, undefined],
      ['POST', domainPaths.register, { name: ['x.com'], years: '1e9' }],
      ['POST', domainPaths.transfer, { name: 'x'.repeat(300), auth_code: 'a'.repeat(65) }],
      ['PUT', domainPath(domainPaths.nameservers, id), {}],
      ['PUT', domainPath(domainPaths.nameservers, id), { nameservers: 'ns1.a.uz' }],
      ['PUT', domainPath(domainPaths.nameservers, id), { hosting_order_id: 99_999_999_999 }],
      ['PUT', domainPath(domainPaths.autoRenew, id), {}],
      ['GET', domainPath(domainPaths.detail, 'abc'), undefined],
      ['GET', domainPath(domainPaths.detail, '99999999999'), undefined],
      ['POST', domainPath(domainPaths.transferCode, 2_000_000_000), undefined],
      ['GET', `${domainPaths.list}?page=1e30`, undefined],
    ] as const) {
      const answer = await request(token, method, url, payload);
      expect({ url, payload, status: answer.statusCode < 500 && answer.statusCode >= 400 }).toEqual({
        url,
        payload,
        status: true,
      });
      expect(answer.json().status).toBe(false);
    }
  });
});

describe('domain notifications by e-mail and Telegram', () => {
  it('name the domain, the date, the days in each language’s plural and the amount', () => {
    const expiring = (language: 'ru' | 'en' | 'uz', days: number) =>
      renderNotification(language, 'domain_expiring', {
        domain: 'dokon.uz',
        days,
        expires_at: '2026-12-01T00:00:00Z',
      });
    expect(expiring('ru', 2).subject).toBe('Домен dokon.uz: осталось 2 дня');
    expect(expiring('ru', 5).text).toContain('через 5 дней (2026-12-01)');
    expect(expiring('en', 1).subject).toBe('Domain dokon.uz: 1 day left');
    expect(expiring('uz', 7).text).toContain('dokon.uz domeningiz muddati 7 kundan keyin');
    expect(renderNotification('en', 'domain_refunded', { domain: 'dokon.com', amount: 180_000 }).text).toBe(
      'The order for dokon.com could not be completed. 180 000 som was returned to your balance.\n',
    );
  });
});

describe('the price list', () => {
  it('is open to visitors, per zone with every action and term', async () => {
    const answer = await env.app.inject({ method: 'GET', url: `${domainPaths.prices}?zone=uz` });
    expect(answer.json().data).toEqual([
      {
        zone: 'uz',
        register: { '1': 60_000, '2': 120_000, '3': 180_000, '4': 240_000, '5': 300_000 },
        renew: { '1': 60_000, '2': 120_000, '3': 180_000, '4': 240_000, '5': 300_000 },
        transfer: { '1': 60_000, '2': 120_000, '3': 180_000, '4': 240_000, '5': 300_000 },
        restore: { '1': 300_000 },
      },
    ]);
    const all = (await env.app.inject({ method: 'GET', url: domainPaths.prices })).json().data;
    expect(all.map((row: { zone: string }) => row.zone)).toEqual([
      'uz',
      'com.uz',
      'co.uz',
      'net.uz',
      'org.uz',
      'com',
      'net',
      'org',
      'info',
    ]);
    expect(
      (await env.app.inject({ method: 'GET', url: `${domainPaths.prices}?zone=example` })).statusCode,
    ).toBe(422);
  });
});
