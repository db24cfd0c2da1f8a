import { dnsPath, hostingDnsPaths, hostingPaths, hostingSitePaths, sitePath } from '@portal/contracts';
import { type IspmanagerSimulator, startIspmanagerSimulator } from '@portal/simulators';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostingOrderEvents } from '../../../src/db/schema.js';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { customerWithBalance, LIMITS, MONTH, PANEL_ADMIN, seedCatalogue } from '../../helpers/hosting.js';
import { bearer } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// DNS records of an order's site zones (docs/hosting-control.md), against the ISPmanager simulator: values checked
// by type, no CNAME beside other records, stable ids, the panel's defaults back on a reset, a silent panel.

let panel: IspmanagerSimulator;
let testApp: TestApp;
let app: FastifyInstance;
let me: { token: string; orderId: number };
const ZONE = 'records.uz';

beforeAll(async () => {
  panel = await startIspmanagerSimulator({
    admin: PANEL_ADMIN,
    presets: { small: { ...LIMITS.small, limit_webdomains: 3 }, big: LIMITS.big },
  });
  testApp = await buildTestApp();
  app = testApp.app;
  const catalogue = await seedCatalogue(app, panel);
  await updateServer(app.db, catalogue.server.id, { demo: true });
  const customer = await customerWithBalance(app, 100_000);
  const created = await app.inject({
    method: 'POST',
    url: hostingPaths.createOrder,
    headers: bearer(customer.token),
    payload: { tariff_id: catalogue.small.id, pay_type: MONTH },
  });
  await app.jobs.runDue();
  me = { token: customer.token, orderId: created.json().data.id as number };
  const site = await send('POST', sitePath(hostingSitePaths.sites, me.orderId), {
    name: ZONE,
    php_version: '7.4',
  });
  expect(site.statusCode).toBe(200);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});
beforeEach(() => panel.faults.clear());

let keys = 0;
function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  keys += 1;
  return app.inject({
    method,
    url,
    headers: { ...bearer(me.token), ...(method === 'GET' ? {} : { 'idempotency-key': `dns-test-${keys}` }) },
    ...(payload ? { payload } : {}),
  });
}

const recordsUrl = () => dnsPath(hostingDnsPaths.records, me.orderId, ZONE);
const recordUrl = (id: string) => dnsPath(hostingDnsPaths.record, me.orderId, ZONE, id);
type Row = { id: string; type: string; name: string; value: string; priority: number | null };
const records = async () => (await send('GET', recordsUrl())).json().data.records as Row[];

describe('DNS records of an order', () => {
  it('lists the zone of the site with the panel’s default records, their ids stable across reads', async () => {
    const zones = await send('GET', sitePath(hostingDnsPaths.zones, me.orderId));
    expect(zones.json().data).toEqual([{ name: ZONE, site: ZONE }]);
    const first = await records();
    expect(first).toContainEqual(expect.objectContaining({ type: 'A', name: '@', value: '203.0.113.10' }));
    expect(first).toContainEqual(
      expect.objectContaining({ type: 'MX', name: '@', value: 'mail.records.uz', priority: 10 }),
    );
    expect(first.some((record) => record.type === ('NS' as string))).toBe(false);
    expect((await records()).map((record) => record.id)).toEqual(first.map((record) => record.id));
  });

  it('adds an MX and a TXT record and writes them on the order’s history', async () => {
    const mx = await send('POST', recordsUrl(), {
      type: 'MX',
      name: '@',
      value: 'mx2.records.uz',
      ttl: 3600,
      priority: 20,
    });
    expect(mx.statusCode).toBe(200);
    expect(mx.json().data).toMatchObject({
      type: 'MX',
      name: '@',
      value: 'mx2.records.uz',
      priority: 20,
      ttl: 3600,
    });
    const txt = await send('POST', recordsUrl(), {
      type: 'TXT',
      name: '_verify',
      value: 'token=abc123',
      ttl: 300,
    });
    expect(txt.statusCode).toBe(200);
    const listed = await records();
    expect(listed.map((record) => record.id)).toEqual(
      expect.arrayContaining([mx.json().data.id, txt.json().data.id]),
    );
    const events = await app.db
      .select()
      .from(hostingOrderEvents)
      .where(
        and(eq(hostingOrderEvents.orderId, me.orderId), eq(hostingOrderEvents.action, 'dns.record.create')),
      );
    expect(events).toHaveLength(2);
  });

  it('checks values by type, TTL bounds and CNAME beside other records, changing nothing', async () => {
    const before = await records();
    const cases: [object, string][] = [
      [{ type: 'A', name: 'bad', value: '300.1.1.1', ttl: 3600 }, 'value'],
      [{ type: 'AAAA', name: 'bad', value: '10.0.0.1', ttl: 3600 }, 'value'],
      [{ type: 'CNAME', name: 'bad', value: 'not a host', ttl: 3600 }, 'value'],
      [{ type: 'MX', name: '@', value: 'mail.records.uz', ttl: 3600 }, 'priority'],
      [{ type: 'A', name: 'short', value: '10.0.0.1', ttl: 60 }, 'ttl'],
      [{ type: 'A', name: 'long', value: '10.0.0.1', ttl: 90_000 }, 'ttl'],
      [{ type: 'CNAME', name: 'www', value: 'elsewhere.uz', ttl: 3600 }, 'name'],
      [{ type: 'CNAME', name: '@', value: 'elsewhere.uz', ttl: 3600 }, 'name'],
    ];
    for (const [body, field] of cases) {
      const refused = await send('POST', recordsUrl(), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json().errors), JSON.stringify(body)).toContain(field);
    }
    const duplicate = await send('POST', recordsUrl(), {
      type: 'A',
      name: 'www',
      value: '203.0.113.10',
      ttl: 3600,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('HOSTING_OBJECT_EXISTS');
    expect(await records()).toEqual(before);
  });

  it('replaces a record (a new id comes back) and deletes it', async () => {
    const created = await send('POST', recordsUrl(), { type: 'A', name: 'api', value: '10.0.0.5', ttl: 600 });
    const id = created.json().data.id as string;
    const replaced = await send('PUT', recordUrl(id), {
      type: 'AAAA',
      name: 'api',
      value: '2001:db8::5',
      ttl: 600,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ type: 'AAAA', value: '2001:db8::5' });
    const listed = await records();
    expect(listed.some((record) => record.id === id)).toBe(false);
    const newId = replaced.json().data.id as string;
    expect((await send('DELETE', recordUrl(newId))).statusCode).toBe(200);
    expect((await records()).some((record) => record.name === 'api')).toBe(false);
    expect((await send('DELETE', recordUrl(newId))).statusCode).toBe(404);
  });

  it('answers 503 when the panel is down, adds nothing, and the retry adds the record', async () => {
    const before = await records();
    panel.faults.httpStatus(502, { func: 'domain.record.edit' });
    const body = { type: 'TXT', name: 'retry', value: 'v=1', ttl: 3600 };
    const down = await send('POST', recordsUrl(), body);
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('HOSTING_PANEL_UNAVAILABLE');
    expect(await records()).toEqual(before);
    expect((await send('POST', recordsUrl(), body)).statusCode).toBe(200);
  });

  it('puts the panel’s default records back on a reset, also after a reset cut short', async () => {
    await send('POST', recordsUrl(), { type: 'TXT', name: 'extra', value: 'gone after reset', ttl: 3600 });
    const resetUrl = dnsPath(hostingDnsPaths.reset, me.orderId, ZONE);
    expect((await send('POST', resetUrl, {})).statusCode).toBe(422);
    // The zone is removed, then the panel stops answering before it is made again.
    panel.faults.httpStatus(502, { func: 'domain.edit' });
    expect((await send('POST', resetUrl, { confirm: true })).statusCode).toBe(503);
    const reset = await send('POST', resetUrl, { confirm: true });
    expect(reset.statusCode).toBe(200);
    const names = (reset.json().data.records as Row[]).map((record) => `${record.type} ${record.name}`);
    expect(names).toContain('A @');
    expect(names).not.toContain('TXT extra');
  });

  it('answers 404 for a zone that is not the order’s', async () => {
    expect((await send('GET', dnsPath(hostingDnsPaths.records, me.orderId, 'not-mine.uz'))).statusCode).toBe(
      404,
    );
  });
});
