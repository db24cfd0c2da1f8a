import { adminPath, adminPaths, hostingPaths, type StaffRole } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { PANEL_ADMIN, startPanel } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Servers and tariffs from the console, against the fake ISPmanager; what customers then see.

let testApp: TestApp;
let panel: IspmanagerSimulator;
const app = () => testApp.app;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp();
  for (const role of ['owner', 'support'] as const)
    tokens[role] = await staffToken(app(), await addStaff(testApp, role));
});
afterAll(async () => {
  await testApp?.close();
  await panel?.close();
});

const send = (role: StaffRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app().inject({ method, url, headers: bearer(tokens[role]), ...(payload ? { payload } : {}) });

const serverBody = () => ({
  name: 'Toshkent-2',
  location: 'Toshkent',
  cpu: '8 vCPU',
  api_url: panel.apiUrl,
  login_base_url: panel.url,
  admin_login: PANEL_ADMIN.login,
  admin_password: PANEL_ADMIN.password,
});

describe('servers and tariffs', () => {
  it('add a server, test its panel, add a tariff with day/month/year prices, and hide it again', async () => {
    const added = await send('owner', 'POST', adminPaths.servers, serverBody());
    expect(added.statusCode).toBe(200);
    const serverId = added.json().data.id as number;
    const test = await send('owner', 'POST', adminPath(adminPaths.serverTest, serverId));
    expect(test.json().data).toEqual({ ok: true, detail: PANEL_ADMIN.login });

    const tariff = await send('owner', 'POST', adminPaths.tariffs, {
      server_id: serverId,
      name: 'Start',
      preset: 'small',
      limits: { limit_quota: 1024 },
      prices: { day: 1000, month: 30_000, year: 300_000.5 },
    });
    expect(tariff.statusCode).toBe(200);
    const tariffId = tariff.json().data.id as number;
    const catalogue = (await send('support', 'GET', adminPaths.servers)).json().data;
    expect(catalogue[0]).toMatchObject({
      name: 'Toshkent-2',
      tariffs: [
        { id: tariffId, prices: { day: 1000, month: 30_000, year: 300_000.5 }, orders: 0, enabled: true },
      ],
    });
    expect(JSON.stringify(catalogue)).not.toContain(PANEL_ADMIN.password);

    const { token } = await registerCustomer(app());
    const visible = await app().inject({
      method: 'GET',
      url: `${hostingPaths.tariffs}?server_id=${serverId}`,
      headers: bearer(token),
    });
    expect(visible.json().data.map((row: { id: number }) => row.id)).toEqual([tariffId]);

    const hidden = await send('owner', 'PUT', adminPath(adminPaths.tariff, tariffId), {
      server_id: serverId,
      name: 'Start',
      preset: 'small',
      prices: { month: 30_000 },
      enabled: false,
    });
    expect(hidden.statusCode).toBe(200);
    const after = await app().inject({
      method: 'GET',
      url: `${hostingPaths.tariffs}?server_id=${serverId}`,
      headers: bearer(token),
    });
    expect(after.json().data).toEqual([]);

    const audit = (await send('owner', 'GET', `${adminPaths.auditLog}?action=tariff.update`)).json().data;
    expect(audit[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    const serverAudit = (await send('owner', 'GET', `${adminPaths.auditLog}?action=server.create`)).json()
      .data;
    expect(JSON.stringify(serverAudit)).not.toMatch(/adminPasswordSealed|Panel-Admin/);
  });

  it('a wrong panel password fails the test with the reason, and a new one given on edit fixes it', async () => {
    const added = await send('owner', 'POST', adminPaths.servers, {
      ...serverBody(),
      name: 'Broken',
      admin_password: 'wrong',
    });
    const id = added.json().data.id as number;
    const failed = (await send('owner', 'POST', adminPath(adminPaths.serverTest, id))).json().data;
    expect(failed.ok).toBe(false);
    expect(failed.detail).toBeTruthy();
    await send('owner', 'PUT', adminPath(adminPaths.server, id), serverBody());
    expect((await send('owner', 'POST', adminPath(adminPaths.serverTest, id))).json().data.ok).toBe(true);
  });

  it('keeps the stored panel password from a new api_url unless it is entered again; a test is audited', async () => {
    const added = await send('owner', 'POST', adminPaths.servers, { ...serverBody(), name: 'Guarded' });
    const id = added.json().data.id as number;
    // Someone's own host, with the same administrator login: a stored password sent there would be taken.
    const elsewhere = await startPanel();
    try {
      const { admin_password: _password, ...withoutPassword } = serverBody();
      const moved = await send('owner', 'PUT', adminPath(adminPaths.server, id), {
        ...withoutPassword,
        api_url: elsewhere.apiUrl,
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { admin_password: [expect.any(String)] },
      });
      const tested = await send('owner', 'POST', adminPath(adminPaths.serverTest, id));
      expect(tested.json().data).toEqual({ ok: true, detail: PANEL_ADMIN.login });
      expect(elsewhere.calls()).toEqual([]);

      // The same address keeps the stored password; a new one takes the password entered with it.
      expect(
        (await send('owner', 'PUT', adminPath(adminPaths.server, id), { ...withoutPassword, cpu: '16 vCPU' }))
          .statusCode,
      ).toBe(200);
      const movedWithPassword = await send('owner', 'PUT', adminPath(adminPaths.server, id), {
        ...serverBody(),
        api_url: elsewhere.apiUrl,
      });
      expect(movedWithPassword.statusCode).toBe(200);
      expect((await send('owner', 'POST', adminPath(adminPaths.serverTest, id))).json().data.ok).toBe(true);
    } finally {
      await elsewhere.close();
    }

    const audit = (await send('owner', 'GET', `${adminPaths.auditLog}?action=server.test`)).json().data as {
      after: { id: number; ok: boolean };
      ip_address: string;
    }[];
    expect(audit.filter((row) => row.after.id === id).map((row) => row.after.ok)).toEqual([true, true]);
  });

  it('refuses bad input with field errors and support with 403', async () => {
    for (const body of [
      { ...serverBody(), api_url: 'ftp://panel' },
      { ...serverBody(), name: '' },
      { ...serverBody(), admin_password: undefined },
      { ...serverBody(), port_http: 70_000 },
    ]) {
      const answer = await send('owner', 'POST', adminPaths.servers, body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 422 });
    }
    for (const body of [
      { server_id: 1, name: 'X', preset: 'p', prices: {} },
      { server_id: 1, name: 'X', preset: 'p', prices: { month: -1 } },
      { server_id: 1, name: 'X', preset: 'p', prices: { month: 1 }, limits: { limit_unknown: 1 } },
      { server_id: 2_000_000, name: 'X', preset: 'p', prices: { month: 1 } },
    ]) {
      const answer = await send('owner', 'POST', adminPaths.tariffs, body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 422 });
    }
    expect((await send('support', 'POST', adminPaths.servers, serverBody())).statusCode).toBe(403);
    expect(
      (await send('owner', 'PUT', adminPath(adminPaths.server, 2_000_000), serverBody())).statusCode,
    ).toBe(404);
  });
});
