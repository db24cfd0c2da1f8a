import { adminPath, adminPaths, hostingPaths, type StaffRole } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { call, customerWithBalance, MONTH, seedCatalogue, startPanel } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Orders and the system views of the console, on the fake ISPmanager: every change by hand has a reason, an
// audit row and its panel call as a job.

const DAY_MS = 86_400_000;
const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const app = () => testApp.app;
const tokens = {} as Record<StaffRole, string>;
const staff = {} as Record<StaffRole, TestStaff>;

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp({}, { clock });
  catalogue = await seedCatalogue(app(), panel);
  for (const role of ['owner', 'billing', 'support', 'readonly'] as const) {
    staff[role] = await addStaff(testApp, role);
    tokens[role] = await staffToken(app(), staff[role]);
  }
});
afterAll(async () => {
  await testApp?.close();
  await panel?.close();
});

const get = (role: StaffRole, url: string) =>
  app().inject({ method: 'GET', url, headers: bearer(tokens[role]) });
const post = (role: StaffRole, url: string, payload?: object) =>
  app().inject({ method: 'POST', url, headers: bearer(tokens[role]), ...(payload ? { payload } : {}) });
const actionUrl = (id: number, action: string) =>
  adminPath(adminPaths.orderAction, id).replace(':action', action);

async function activeOrder() {
  const { token, userId } = await customerWithBalance(app(), 30_000);
  const created = await call(app(), token, 'POST', hostingPaths.createOrder, {
    tariff_id: catalogue.small.id,
    pay_type: MONTH,
  });
  await app().jobs.runDue();
  const id = created.json().data.id as number;
  const login = (await call(app(), token, 'GET', hostingPaths.order.replace(':id', String(id)))).json().data
    .panel.account.login;
  return { id, userId, login };
}

describe('orders', () => {
  it('are listed by status, server and expiry, and open with their history', async () => {
    const { id, userId } = await activeOrder();
    const active = (
      await get('readonly', `${adminPaths.orders}?status=active&server_id=${catalogue.server.id}`)
    ).json().data;
    expect(active).toContainEqual(
      expect.objectContaining({
        id,
        customer_id: userId,
        customer_name: 'Aziz Karimov',
        customer_email: expect.stringContaining('@'),
        tariff: 'Small',
        server: 'Test-1',
      }),
    );
    const soon = (await get('readonly', `${adminPaths.orders}?expiring_days=7`)).json().data;
    expect(soon.some((row: { id: number }) => row.id === id)).toBe(false);
    const later = (await get('readonly', `${adminPaths.orders}?expiring_days=31`)).json().data;
    expect(later.some((row: { id: number }) => row.id === id)).toBe(true);
    const detail = (await get('readonly', adminPath(adminPaths.order, id))).json().data;
    expect(detail).toMatchObject({ customer_id: userId, customer_name: 'Aziz Karimov' });
    expect(detail.events.map((event: { action: string }) => event.action)).toEqual(
      expect.arrayContaining(['create', 'user.add.finish', 'provisioned']),
    );
    expect((await get('readonly', `${adminPaths.orders}?status=gone`)).statusCode).toBe(422);
    expect((await get('readonly', adminPath(adminPaths.order, 2_000_000_000))).statusCode).toBe(404);
  });

  it('support suspends and resumes with a reason; the panel follows through jobs; billing may not', async () => {
    const { id, userId, login } = await activeOrder();
    expect((await post('billing', actionUrl(id, 'suspend'), { reason: 'abuse report' })).statusCode).toBe(
      403,
    );
    expect((await post('support', actionUrl(id, 'suspend'), {})).statusCode).toBe(422);
    expect(
      (await post('support', actionUrl(id, 'suspend'), { reason: 'Phishing page reported' })).statusCode,
    ).toBe(200);
    await app().jobs.runDue();
    expect(panel.state.users.get(login)?.active).toBe('off');
    expect((await post('support', actionUrl(id, 'suspend'), { reason: 'again' })).statusCode).toBe(409);
    expect(
      (await post('support', actionUrl(id, 'resume'), { reason: 'Page removed by the customer' })).statusCode,
    ).toBe(200);
    await app().jobs.runDue();
    expect(panel.state.users.get(login)?.active).toBe('on');
    const audit = (await get('owner', `${adminPaths.auditLog}?customer_id=${userId}`)).json().data;
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['order.resume', 'order.suspend']);
    expect(audit[0]).toMatchObject({ customer_id: userId, customer_name: 'Aziz Karimov' });
    expect(audit[1]).toMatchObject({
      before: { order_id: id, status: 'active' },
      after: { order_id: id, status: 'suspended', reason: 'Phishing page reported' },
    });
  });

  it('a paid-until date is moved by owner and billing only, audited with the reason', async () => {
    const { id, userId } = await activeOrder();
    const before = (await get('owner', adminPath(adminPaths.order, id))).json().data.expires_at;
    const far = { expires_at: '2099-12-31T00:00:00Z', reason: 'Free hosting for a friend' };
    for (const role of ['support', 'readonly'] as const) {
      const refused = await post(role, adminPath(adminPaths.orderExpiry, id), far);
      expect({ role, status: refused.statusCode }).toEqual({ role, status: 403 });
      expect(refused.json()).toMatchObject({ status: false, code: 'FORBIDDEN' });
    }
    expect((await get('owner', adminPath(adminPaths.order, id))).json().data.expires_at).toBe(before);

    const later = new Date(clock.now().getTime() + 40 * DAY_MS).toISOString();
    const moved = await post('billing', adminPath(adminPaths.orderExpiry, id), {
      expires_at: later,
      reason: 'Compensation for the outage',
    });
    expect(moved.statusCode).toBe(200);
    const audit = (
      await get('owner', `${adminPaths.auditLog}?customer_id=${userId}&action=order.expiry`)
    ).json().data;
    expect(audit[0]).toMatchObject({
      staff_id: staff.billing.id,
      action: 'order.expiry',
      after: { order_id: id, expires_at: later, reason: 'Compensation for the outage' },
    });
  });

  it('a new expiry date is kept with its reason; a cancel deletes the panel user', async () => {
    const { id, login } = await activeOrder();
    const later = new Date(clock.now().getTime() + 60 * DAY_MS).toISOString();
    expect(
      (
        await post('owner', adminPath(adminPaths.orderExpiry, id), {
          expires_at: later,
          reason: 'Compensation for the outage',
        })
      ).statusCode,
    ).toBe(200);
    const detail = (await get('owner', adminPath(adminPaths.order, id))).json().data;
    expect(detail.expires_at).toBe(later);
    expect(detail.events.at(-1)).toMatchObject({ action: 'staff_expiry' });
    expect(
      (await post('owner', adminPath(adminPaths.orderExpiry, id), { expires_at: 'soon', reason: 'x y z' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post('support', actionUrl(id, 'cancel'), { reason: 'Customer asked by phone' })).statusCode,
    ).toBe(200);
    await app().jobs.runDue();
    expect(panel.state.users.has(login)).toBe(false);
    expect((await post('support', actionUrl(id, 'delete'), { reason: 'not an action' })).statusCode).toBe(
      422,
    );
  });
});

describe('system', () => {
  it('lists jobs; the owner runs a failed one again; the delivery and callback logs answer', async () => {
    const { id, login } = await activeOrder();
    // The panel refuses every suspend: the job fails for good after its attempts.
    panel.faults.failNext('user.suspend', { type: 'access' }, 100);
    await post('support', actionUrl(id, 'suspend'), { reason: 'Spam from the account' });
    for (let attempt = 0; attempt < 15; attempt++) {
      clock.advance(3_700_000);
      await app().jobs.runDue();
    }
    await staffTokensAgain();
    const failed = (await get('readonly', `${adminPaths.jobs}?status=failed`)).json().data as {
      id: number;
      name: string;
      last_error: string;
    }[];
    const job = failed.find((row) => row.name === 'hosting.panel-task');
    expect(job?.last_error).toBeTruthy();
    expect((await post('support', adminPath(adminPaths.jobRetry, job?.id ?? 0))).statusCode).toBe(403);
    expect((await post('owner', adminPath(adminPaths.jobRetry, job?.id ?? 0))).statusCode).toBe(200);
    expect((await post('owner', adminPath(adminPaths.jobRetry, job?.id ?? 0))).statusCode).toBe(404);
    const [row] = await app()
      .db.select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? 0));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    panel.faults.clear();
    await app().jobs.runDue();
    expect(panel.state.users.get(login)?.active).toBe('off');

    const deliveries = await get('readonly', adminPaths.deliveries);
    expect(deliveries.statusCode).toBe(200);
    expect(deliveries.json().data.length).toBeGreaterThan(0);
    expect(JSON.stringify(deliveries.json().data)).not.toMatch(/parol|password/i);
    expect((await get('readonly', adminPaths.callbacks)).statusCode).toBe(200);
  });
});

describe('the provisioning queue', () => {
  it('lists an order whose panel calls failed while it is set up; retry runs its provisioning now', async () => {
    const { token } = await customerWithBalance(app(), 30_000);
    panel.faults.httpStatus(503, { times: 1 });
    const created = await call(app(), token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    const id = created.json().data.id as number;
    await app().jobs.runDue();
    panel.faults.clear();
    const failing = (await get('readonly', `${adminPaths.orders}?provisioning=failing`)).json().data as {
      id: number;
      status: string;
    }[];
    expect(failing).toEqual([expect.objectContaining({ id, status: 'progress' })]);
    // The retry waits for its back-off; staff run it now.
    await app().jobs.runDue();
    expect((await get('readonly', adminPath(adminPaths.order, id))).json().data.status).toBe('progress');
    const retried = await post('support', adminPath(adminPaths.orderRetryProvisioning, id));
    expect(retried.statusCode).toBe(200);
    await app().jobs.runDue();
    expect((await get('readonly', adminPath(adminPaths.order, id))).json().data.status).toBe('active');
    expect((await post('support', adminPath(adminPaths.orderRetryProvisioning, id))).statusCode).toBe(409);
    expect((await get('readonly', `${adminPaths.orders}?provisioning=failing`)).json().data).toEqual([]);
  });
});

async function staffTokensAgain() {
  for (const role of ['owner', 'billing', 'support', 'readonly'] as const)
    tokens[role] = await staffToken(app(), staff[role]);
}
