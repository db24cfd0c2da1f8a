import {
  adminDomainPaths,
  adminDomainPricePath,
  adminPath,
  adminPaths,
  adminRecordPath,
  domainPath,
  domainPaths,
  type StaffRole,
} from '@portal/contracts';
import {
  type RegistrarSimulator,
  startRegistrarSimulator,
  startWhoisSimulator,
  type WhoisSimulator,
} from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDomainPrices } from '../../../src/modules/domains/demo-prices.js';
import { DAY_MS } from '../../../src/modules/domains/domain-lifecycle.js';
import { balanceSom, customerWithBalance } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { placeDomain } from '../domains/renewal-fixtures.js';
import {
  buildRecordsApp,
  RECORDS,
  recordForm,
  send,
  threeFiles,
  validFields,
} from '../profile-records/record-fixtures.js';

// The .uz fulfilment queue, the price grid and the registrar's state in the console, against the
// registrar simulator and the fake .uz WHOIS on loopback.

let testApp: Awaited<ReturnType<typeof buildRecordsApp>>;
let registrar: RegistrarSimulator;
let whois: WhoisSimulator;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  registrar = await startRegistrarSimulator({ userId: 'reseller', apiKey: 'registrar-key', balance: 250 });
  whois = await startWhoisSimulator();
  testApp = await buildRecordsApp({
    REGISTRAR_API_URL: registrar.url,
    REGISTRAR_USER_ID: 'reseller',
    REGISTRAR_API_KEY: 'registrar-key',
    WHOIS_UZ_HOST: whois.host,
    WHOIS_UZ_PORT: String(whois.port),
  });
  await seedDemoDomainPrices(testApp.app.db, testApp.app.clock.now());
  for (const role of ['owner', 'billing', 'support', 'readonly'] as const) {
    tokens[role] = await staffToken(testApp.app, await addStaff(testApp, role));
  }
});
afterAll(async () => {
  await testApp?.close();
  await registrar?.close();
  await whois?.close();
});

const asStaff = (role: StaffRole, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[role]), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const YEAR_PRICE = 60_000;
let counter = 0;

/** A customer with money and an approved record who ordered a .uz name: it waits in the queue. */
async function uzOrder() {
  const { app } = testApp;
  counter += 1;
  const name = `dokon-${process.pid}-${counter}.uz`;
  const { token, userId } = await customerWithBalance(app, 500_000);
  const record = (await send(app, token, 'POST', RECORDS, recordForm(validFields, threeFiles()))).json().data;
  await asStaff('support', 'PUT', adminRecordPath(adminDomainPaths.recordApprove, userId, record.id));
  const ordered = await app.inject({
    method: 'POST',
    url: domainPaths.register,
    headers: { ...bearer(token), 'idempotency-key': `order-${process.pid}-${counter}` },
    payload: { name, years: 1, record_id: record.id, nameservers: ['ns1.example.uz', 'ns2.example.uz'] },
  });
  if (ordered.statusCode !== 200) throw new Error(`the order failed: ${ordered.body}`);
  const domainId = ordered.json().data.id as number;
  const queue = (await asStaff('support', 'GET', adminDomainPaths.queue)).json().data as {
    operation_id: number;
    domain: { id: number };
  }[];
  const item = queue.find((entry) => entry.domain.id === domainId);
  if (!item) throw new Error('the order is not in the queue');
  return { token, userId, name, domainId, recordId: record.id as number, operationId: item.operation_id };
}

const domainOf = async (token: string, id: number) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: domainPath(domainPaths.detail, id),
      headers: bearer(token),
    })
  ).json().data;

const auditOf = async (action: string) =>
  (await asStaff('owner', 'GET', `${adminPaths.auditLog}?action=${action}`)).json().data;

const completeUrl = (id: number) => adminPath(adminDomainPaths.operationComplete, id);
const rejectUrl = (id: number) => adminPath(adminDomainPaths.operationReject, id);

describe('the .uz fulfilment queue', () => {
  it('lists an open order with its customer, name servers, amount and the registrant with its scans', async () => {
    const order = await uzOrder();
    const answer = await asStaff('readonly', 'GET', adminDomainPaths.queue);
    expect(answer.statusCode).toBe(200);
    const item = answer
      .json()
      .data.find((entry: { operation_id: number }) => entry.operation_id === order.operationId);
    expect(item).toMatchObject({
      action: 'register',
      years: 1,
      amount: YEAR_PRICE,
      nameservers: ['ns1.example.uz', 'ns2.example.uz'],
      auth_code: null,
      domain: { id: order.domainId, name: order.name, zone: 'uz', status: 'pending', expires_at: null },
      customer: { id: order.userId },
      record: {
        id: order.recordId,
        name: 'Karimova Oʻgʻiloy Rustamovna',
        passport: 'AA1234567',
        verification: 'approved',
        files: ['passport_photo', 'passport_main_page', 'residence_page'],
      },
    });
    // The customer page lists the domain with the change under way, and a search by the name finds its holder.
    const page = (await asStaff('readonly', 'GET', adminPath(adminPaths.customer, order.userId))).json().data;
    expect(page.domains).toEqual([
      {
        id: order.domainId,
        name: order.name,
        status: 'pending',
        expires_at: null,
        auto_renew: true,
        open_operation: { id: order.operationId, action: 'register', status: 'manual' },
      },
    ]);
    const found = (
      await asStaff(
        'readonly',
        'GET',
        `${adminPaths.customers}?q=${encodeURIComponent(order.name.toUpperCase())}`,
      )
    ).json().data;
    expect(found.map((row: { id: number }) => row.id)).toEqual([order.userId]);
    // The dashboard counts what waits for staff.
    const dashboard = (await asStaff('readonly', 'GET', adminPaths.dashboard)).json().data;
    expect(dashboard.domains_queue_open).toBeGreaterThanOrEqual(1);
  });

  it('completes with the registry’s expiry once: audited, the domain active; a second click is a 409', async () => {
    const order = await uzOrder();
    const expiresAt = '2027-06-01T00:00:00.000Z';

    const noDate = await asStaff('support', 'POST', completeUrl(order.operationId), {});
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors.expires_at).toBeDefined();
    const past = await asStaff('support', 'POST', completeUrl(order.operationId), {
      expires_at: '2026-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(422);
    for (const role of ['billing', 'readonly'] as const) {
      const refused = await asStaff(role, 'POST', completeUrl(order.operationId), { expires_at: expiresAt });
      expect({ role, status: refused.statusCode }).toEqual({ role, status: 403 });
    }
    expect((await domainOf(order.token, order.domainId)).status).toBe('pending');

    const done = await asStaff('support', 'POST', completeUrl(order.operationId), {
      expires_at: expiresAt,
      registrar_reference: 'UZ-4711',
    });
    expect(done.statusCode).toBe(200);
    expect(await domainOf(order.token, order.domainId)).toMatchObject({
      status: 'active',
      expires_at: expiresAt,
      open_operation: null,
    });
    expect((await auditOf('domain.fulfil'))[0]).toMatchObject({
      customer_id: order.userId,
      before: { operation_id: order.operationId, status: 'manual', domain: order.name },
      after: { status: 'done', expires_at: expiresAt, registrar_reference: 'UZ-4711' },
    });

    const again = await asStaff('owner', 'POST', completeUrl(order.operationId), { expires_at: expiresAt });
    expect(again.statusCode).toBe(409);
    const rejectAfter = await asStaff('owner', 'POST', rejectUrl(order.operationId), { reason: 'too late' });
    expect(rejectAfter.statusCode).toBe(409);
    expect(await balanceSom(testApp.app, order.userId)).toBe(500_000 - YEAR_PRICE);
    const queue = (await asStaff('support', 'GET', adminDomainPaths.queue)).json().data;
    expect(queue.map((entry: { operation_id: number }) => entry.operation_id)).not.toContain(
      order.operationId,
    );
    expect(
      (await asStaff('support', 'POST', completeUrl(999_999), { expires_at: expiresAt })).statusCode,
    ).toBe(404);
  });

  it('rejects with a reason and refunds exactly once; the domain is failed', async () => {
    const order = await uzOrder();
    expect(await balanceSom(testApp.app, order.userId)).toBe(500_000 - YEAR_PRICE);
    const noReason = await asStaff('support', 'POST', rejectUrl(order.operationId), { reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();

    const reason = 'The registry holds this name for a trademark owner';
    const [first, second] = await Promise.all([
      asStaff('support', 'POST', rejectUrl(order.operationId), { reason }),
      asStaff('owner', 'POST', rejectUrl(order.operationId), { reason }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceSom(testApp.app, order.userId)).toBe(500_000);
    expect(await domainOf(order.token, order.domainId)).toMatchObject({ status: 'failed' });
    const audit = (await auditOf('domain.reject')).filter(
      (row: { after: { operation_id: number } }) => row.after.operation_id === order.operationId,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      customer_id: order.userId,
      after: { status: 'refunded', refunded: YEAR_PRICE, reason },
    });
  });
});

describe('domain prices in the console', () => {
  it('lists every price; the owner sets and removes one, audited with before and after', async () => {
    const grid = (await asStaff('readonly', 'GET', adminDomainPaths.prices)).json().data;
    expect(grid).toContainEqual(
      expect.objectContaining({ zone: 'com', action: 'register', years: 1, price: 180_000 }),
    );

    const url = adminDomainPricePath('com', 'register', 1);
    expect((await asStaff('support', 'PUT', url, { price: 150_000 })).statusCode).toBe(403);
    expect((await asStaff('owner', 'PUT', url, { price: '0' })).statusCode).toBe(422);
    expect(
      (await asStaff('owner', 'PUT', adminDomainPricePath('com', 'register', 11), { price: 1 })).statusCode,
    ).toBe(422);
    expect((await asStaff('owner', 'PUT', url, { price: '175000.50' })).statusCode).toBe(200);
    const check = await testApp.app.inject({ method: 'GET', url: `${domainPaths.check}?name=narxlar.com` });
    expect(check.json().data[0].prices.register['1']).toBe(175_000.5);
    expect((await auditOf('domain.price-set'))[0]).toMatchObject({
      before: { zone: 'com', action: 'register', years: 1, price: 180_000 },
      after: { price: 175_000.5 },
    });

    const restore = adminDomainPricePath('uz', 'restore', 7);
    expect((await asStaff('owner', 'DELETE', restore)).statusCode).toBe(404);
    expect((await asStaff('owner', 'PUT', restore, { price: 900_000 })).statusCode).toBe(200);
    expect((await asStaff('owner', 'DELETE', restore)).statusCode).toBe(200);
    expect((await auditOf('domain.price-remove'))[0]).toMatchObject({
      before: { zone: 'uz', action: 'restore', years: 7, price: 900_000 },
      after: { price: null },
    });
    const after = (await asStaff('readonly', 'GET', adminDomainPaths.prices)).json().data;
    expect(after).not.toContainEqual(expect.objectContaining({ zone: 'uz', action: 'restore', years: 7 }));
  });
});

describe('the registrar in the console', () => {
  it('shows the reseller balance and warns below the configured floor; says when the registrar is silent', async () => {
    registrar.setBalance(250);
    const healthy = (await asStaff('readonly', 'GET', adminDomainPaths.registrar)).json().data;
    expect(healthy).toMatchObject({
      configured: true,
      balance: 250,
      low: false,
      threshold: 100,
      unreachable: false,
    });
    registrar.setBalance(42.5);
    const low = (await asStaff('readonly', 'GET', adminDomainPaths.registrar)).json().data;
    expect(low).toMatchObject({ balance: 42.5, low: true });
  });

  it('shows drift in a dry run only when asked; "sync now" applies it, audited, and lists the correction', async () => {
    const { userId } = await customerWithBalance(testApp.app, 0);
    const now = testApp.app.clock.now().getTime();
    const ours = new Date(now + 100 * DAY_MS);
    const theirs = new Date(now + 465 * DAY_MS);
    counter += 1;
    const name = `drift-${process.pid}-${counter}.com`;
    registrar.domains.set(name, {
      orderId: `9100${counter}`,
      name,
      expiresAt: Math.floor(theirs.getTime() / 1000),
      nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
      locked: true,
      authCode: 'auth',
      status: 'Active',
      foreign: false,
    });
    await placeDomain(testApp.app, { userId, name, expiresAt: ours, registrarId: `9100${counter}` });

    const plain = (await asStaff('readonly', 'GET', adminDomainPaths.drift)).json().data;
    expect(plain.pending).toBeNull();
    const dry = (await asStaff('readonly', 'GET', `${adminDomainPaths.drift}?dry_run=1`)).json().data;
    expect(dry.pending).toContainEqual(
      expect.objectContaining({
        name,
        at: null,
        before: expect.objectContaining({ expires_at: ours.toISOString() }),
        after: expect.objectContaining({ expires_at: theirs.toISOString() }),
      }),
    );
    expect((await asStaff('readonly', 'GET', `${adminDomainPaths.drift}?dry_run=yes`)).statusCode).toBe(422);

    for (const role of ['billing', 'readonly'] as const) {
      expect((await asStaff(role, 'POST', adminDomainPaths.sync)).statusCode).toBe(403);
    }
    const synced = await asStaff('support', 'POST', adminDomainPaths.sync);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().data.corrected).toBeGreaterThanOrEqual(1);
    expect((await auditOf('domain.sync-now'))[0]).toMatchObject({ after: synced.json().data });
    const recent = (await asStaff('readonly', 'GET', adminDomainPaths.drift)).json().data.recent;
    expect(recent[0]).toMatchObject({
      name,
      after: expect.objectContaining({ expires_at: theirs.toISOString() }),
    });
    const again = (await asStaff('readonly', 'GET', `${adminDomainPaths.drift}?dry_run=1`)).json().data;
    expect(again.pending.map((item: { name: string }) => item.name)).not.toContain(name);
  });
});
