import { hostingPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { listEvents } from '../../../src/modules/hosting/orders.repository.js';
import {
  balanceSom,
  call,
  customerWithBalance,
  DAY,
  MONTH,
  seedCatalogue,
  startPanel,
  YEAR,
} from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

const clock = createManualClock(new Date('2026-03-01T09:00:00Z'));
let testApp: TestApp;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const path = (template: string, id: number) => template.replace(':id', String(id));

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp({}, { clock });
  catalogue = await seedCatalogue(testApp.app, panel);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

describe('hosting catalogue', () => {
  it('lists servers without panel addresses or credentials, "unknown" values as null', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: hostingPaths.servers });
    expect(response.statusCode).toBe(200);
    const [server] = response.json().data;
    expect(server).toEqual({
      id: catalogue.server.id,
      name: 'Test-1',
      ip: '10.0.0.1',
      location: 'Toshkent',
      characteristics: { CPU: '8 vCPU', RAM: null },
      information: { PANEL_URL: panel.url },
      ports: { HTTP: 80, HTTPS: 443, ISPMANAGER: 1500 },
      dns: { primary: 'ns1.test.uz', secondary: null },
    });
    expect(response.body).not.toContain(panel.apiUrl);
    expect(response.body).not.toContain('Panel-Admin');
  });

  it('lists the tariffs of a server with prices in som keyed by period seconds', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${hostingPaths.tariffs}?server_id=${catalogue.server.id}&per_page=100`,
    });
    expect(response.json().total).toBe(2);
    const [small] = response.json().data;
    expect(small.price).toEqual({ [DAY]: 1000, [MONTH]: 30000 });
    expect(small.characteristics).toContainEqual({ key: 'limit_quota', value: 1024 });
    const none = await testApp.app.inject({ method: 'GET', url: `${hostingPaths.tariffs}?server_id=999` });
    expect(none.json()).toEqual({ status: true, data: [], total: 0 });
  });
});

describe('ordering', () => {
  it('refuses an unknown tariff, a period not offered, and too little balance naming the shortfall', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 10_000);
    const unknown = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: 999,
      pay_type: MONTH,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.tariff_id).toBeDefined();
    const period = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: YEAR,
    });
    expect(period.statusCode).toBe(422);
    expect(period.json().errors.pay_type).toBeDefined();
    const poor = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', shortfall: 20_000 });
    expect(await balanceSom(testApp.app, userId)).toBe(10_000);
    const list = await call(testApp.app, token, 'GET', `${hostingPaths.orders}?per_page=1`);
    expect(list.json().total).toBe(0);
  });

  it('charges one period, provisions the panel user and lets the owner alone see it', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 50_000);
    const created = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    expect(created.statusCode).toBe(200);
    const order = created.json().data;
    expect(order).toMatchObject({
      status: 'progress',
      settings: { pay: { type: MONTH } },
      tariff: { name: 'Small' },
    });
    expect(await balanceSom(testApp.app, userId)).toBe(20_000);

    await testApp.app.jobs.runDue();
    const active = (await call(testApp.app, token, 'GET', path(hostingPaths.order, order.id))).json().data;
    expect(active.status).toBe('active');
    expect(active.remaining_days).toBe(30);
    const user = panel.state.users.get(active.panel.account.login);
    expect(user).toMatchObject({ preset: 'small', active: 'on', passwd: active.panel.account.password });

    const other = await customerWithBalance(testApp.app, 0);
    const foreign = await call(testApp.app, other.token, 'GET', path(hostingPaths.order, order.id));
    expect(foreign.statusCode).toBe(404);

    const link = await call(testApp.app, token, 'GET', path(hostingPaths.panelLink, order.id));
    const url = new URL(link.json().data.url);
    expect(url.searchParams.get('username')).toBe(active.panel.account.login);
    expect(link.json().data.url).not.toContain(active.panel.account.password);
    expect(await (await fetch(url)).text()).toContain(active.panel.account.login);
    const wap = await call(testApp.app, token, 'GET', path(hostingPaths.wapPanelLink, order.id));
    expect(wap.json().data.url).toMatch(/^https:\/\/wap\.test\.uz\/login\?u=u\d+h[0-9a-f]+&k=[0-9a-f]{32}$/);

    const events = await listEvents(testApp.app.db, order.id);
    expect(events.map((event) => `${event.kind}:${event.action}`)).toEqual([
      'charge:create',
      'status:create',
      'panel:user.add.finish',
      'status:provisioned',
      'panel:session.newkey',
      'panel:session.newkey',
    ]);
  });

  it('retries provisioning through panel faults and survives a dropped answer', async () => {
    const { token } = await customerWithBalance(testApp.app, 30_000);
    panel.faults.httpStatus(502);
    panel.faults.dropAfterWrite('user.add.finish');
    const order = (
      await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
        tariff_id: catalogue.small.id,
        pay_type: MONTH,
      })
    ).json().data;
    for (let i = 0; i < 4; i += 1) {
      await testApp.app.jobs.runDue();
      clock.advance(60_000);
    }
    const after = (await call(testApp.app, token, 'GET', path(hostingPaths.order, order.id))).json().data;
    expect(after.status).toBe('active');
    const funcs = (await listEvents(testApp.app.db, order.id)).filter((event) => event.kind === 'panel');
    expect(funcs.map((event) => [event.action, event.ok])).toEqual([
      ['user.add.finish', false],
      ['user.add.finish', false],
      ['user.add.finish', false],
      ['user', true],
    ]);
  });

  it('refunds and cancels when the panel refuses for good', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 30_000);
    panel.faults.failNext('user.add.finish', { type: 'value', object: 'preset', msg: 'no preset' });
    const order = (
      await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
        tariff_id: catalogue.small.id,
        pay_type: MONTH,
      })
    ).json().data;
    expect(await balanceSom(testApp.app, userId)).toBe(0);
    await testApp.app.jobs.runDue();
    const after = (await call(testApp.app, token, 'GET', path(hostingPaths.order, order.id))).json().data;
    expect(after.status).toBe('cancelled');
    expect(await balanceSom(testApp.app, userId)).toBe(30_000);
    const link = await call(testApp.app, token, 'GET', path(hostingPaths.panelLink, order.id));
    expect(link.statusCode).toBe(409);
  });
});
