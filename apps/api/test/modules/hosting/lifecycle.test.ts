import { hostingPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { changeBalance } from '../../../src/modules/balance/balance.service.js';
import { orderScheduler } from '../../../src/modules/hosting/hosting.jobs.js';
import { listEvents } from '../../../src/modules/hosting/orders.repository.js';
import {
  balanceSom,
  call,
  customerWithBalance,
  MONTH,
  seedCatalogue,
  startPanel,
} from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

const DAY_MS = 86_400_000;
const start = new Date('2026-04-01T08:00:00Z');
const clock = createManualClock(start);
let testApp: TestApp;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const path = (template: string, id: number) => template.replace(':id', String(id));

beforeAll(async () => {
  panel = await startPanel();
  // The tariff-change cases count the balance as the `reset` rule (the original product's) has it; prorate has its own file.
  testApp = await buildTestApp({ TARIFF_CHANGE_POLICY: 'reset' }, { clock });
  catalogue = await seedCatalogue(testApp.app, panel);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

/** Moves the clock, then runs the scheduler and every job due, as the running server would. */
async function tick(days: number) {
  clock.advance(days * DAY_MS);
  await testApp.app.jobs.runRecurring(orderScheduler);
  await testApp.app.jobs.runDue();
}

async function orderFor(token: string) {
  const created = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
    tariff_id: catalogue.small.id,
    pay_type: MONTH,
  });
  await testApp.app.jobs.runDue();
  const id = created.json().data.id as number;
  const read = async () => (await call(testApp.app, token, 'GET', path(hostingPaths.order, id))).json().data;
  return { id, read };
}

describe('the life of an order on a moved clock', () => {
  it('reminds, expires to week (suspended), extends from now (resumed), then cancels and deletes', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 30_000);
    const { id, read } = await orderFor(token);
    const first = await read();
    expect(first.status).toBe('active');
    const login = first.panel.account.login as string;
    await call(testApp.app, token, 'PUT', path(hostingPaths.autoRenew, id), { auto_renew: false });

    await tick(23); // 7 days left
    await tick(4); // 3 days left
    await tick(1); // 2 days left: nothing new
    await tick(1.5); // 0.5 day left
    const [user] = await testApp.app.db.select().from(users).where(eq(users.id, userId));
    const mails = await testApp.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, user?.email ?? ''));
    // The reminders are order_expiring notifications now; the outbox also has the order_active one.
    expect(mails.map((mail) => mail.subject).filter((subject) => subject.includes('qoldi'))).toEqual([
      `Hosting buyurtmasi #${id}: 7 kun qoldi`,
      `Hosting buyurtmasi #${id}: 3 kun qoldi`,
      `Hosting buyurtmasi #${id}: 1 kun qoldi`,
    ]);

    await tick(1); // expired, no auto-renew
    expect((await read()).status).toBe('week');
    expect(panel.state.users.get(login)?.active).toBe('off');
    const noLink = await call(testApp.app, token, 'GET', path(hostingPaths.panelLink, id));
    expect(noLink.statusCode).toBe(409);

    await tick(2);
    await testApp.app.db.transaction((tx) =>
      changeBalance(tx, {
        userId,
        amountTiyin: 3_000_000,
        reason: 'top_up',
        reference: null,
        at: clock.now(),
      }),
    );
    const extended = await call(testApp.app, token, 'PUT', path(hostingPaths.extend, id), {
      extend_period: 1,
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data.status).toBe('active');
    expect(new Date(extended.json().data.expires_at).getTime()).toBe(clock.now().getTime() + 30 * DAY_MS);
    await testApp.app.jobs.runDue();
    expect(panel.state.users.get(login)?.active).toBe('on');
    expect(await balanceSom(testApp.app, userId)).toBe(0);

    await tick(30); // expires again
    expect((await read()).status).toBe('week');
    await tick(6);
    expect((await read()).status).toBe('week');
    await tick(1.01);
    expect((await read()).status).toBe('cancelled');
    expect(panel.state.users.has(login)).toBe(false);
    await tick(10);
    const statuses = (await listEvents(testApp.app.db, id))
      .filter((event) => event.kind === 'status')
      .map((event) => `${event.fromStatus ?? ''}>${event.toStatus}`);
    expect(statuses).toEqual([
      '>progress',
      'progress>active',
      'active>week',
      'week>active',
      'active>week',
      'week>cancelled',
    ]);
  });

  it('auto-renews at expiry when the balance covers a period, else goes to week', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 60_000);
    const { read } = await orderFor(token);
    const expiry = new Date((await read()).expires_at).getTime();
    await tick(30.01);
    const renewed = await read();
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.expires_at).getTime()).toBe(expiry + 30 * DAY_MS);
    expect(await balanceSom(testApp.app, userId)).toBe(0);
    await tick(30);
    expect((await read()).status).toBe('week');
  });

  it('extending an active order counts from the expiry; a tariff change charges and restarts the period', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 200_000);
    const { id, read } = await orderFor(token);
    const expiry = new Date((await read()).expires_at).getTime();
    await tick(10);
    const preview = await call(testApp.app, token, 'POST', path(hostingPaths.preview, id), {
      action: 'extend',
      extend_period: 2,
    });
    expect(preview.json().data).toMatchObject({
      charge: 60_000,
      balance: 170_000,
      sufficient: true,
      lost_seconds: 0,
    });
    const extended = await call(testApp.app, token, 'PUT', path(hostingPaths.extend, id), {
      extend_period: 2,
    });
    expect(new Date(extended.json().data.expires_at).getTime()).toBe(expiry + 60 * DAY_MS);
    expect(preview.json().data.new_expires_at).toBe(extended.json().data.expires_at);
    expect(await balanceSom(testApp.app, userId)).toBe(110_000);

    const changePreview = await call(testApp.app, token, 'POST', path(hostingPaths.preview, id), {
      action: 'tariff_change',
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(changePreview.json().data).toMatchObject({
      charge: 50_000,
      lost_days: 80,
      tariff: { name: 'Big' },
    });
    const changed = await call(testApp.app, token, 'PUT', path(hostingPaths.tariffChange, id), {
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(changed.json().data).toMatchObject({
      status: 'active',
      tariff: { id: catalogue.big.id, name: 'Big' },
    });
    expect(new Date(changed.json().data.expires_at).getTime()).toBe(clock.now().getTime() + 30 * DAY_MS);
    expect(await balanceSom(testApp.app, userId)).toBe(60_000);
    await testApp.app.jobs.runDue();
    const login = changed.json().data.panel.account.login as string;
    expect(panel.state.users.get(login)).toMatchObject({ preset: 'big' });
    expect(panel.state.users.get(login)?.limits.limit_quota).toBe('5120');

    const same = await call(testApp.app, token, 'PUT', path(hostingPaths.tariffChange, id), {
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(same.statusCode).toBe(422);
    const tooFew = await call(testApp.app, token, 'PUT', path(hostingPaths.extend, id), { extend_period: 0 });
    expect(tooFew.statusCode).toBe(422);
  });

  it('undoes a tariff change and refunds it when the panel refuses the new limits', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 200_000);
    const { id, read } = await orderFor(token);
    const before = await read();
    const balanceBefore = await balanceSom(testApp.app, userId);
    panel.faults.failNext('user.edit', {
      type: 'value',
      object: 'limit_quota',
      msg: 'usage exceeds the limit',
    });
    const changed = await call(testApp.app, token, 'PUT', path(hostingPaths.tariffChange, id), {
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(changed.statusCode).toBe(200);
    expect(await balanceSom(testApp.app, userId)).toBe(balanceBefore - 50_000);

    await testApp.app.jobs.runDue();
    const after = await read();
    expect(after).toMatchObject({
      status: 'active',
      tariff: { id: catalogue.small.id },
      expires_at: before.expires_at,
    });
    expect(await balanceSom(testApp.app, userId)).toBe(balanceBefore);
    expect(panel.state.users.get(after.panel.account.login)).toMatchObject({ preset: 'small' });
    const events = await listEvents(testApp.app.db, id);
    expect(events.filter((event) => event.action === 'tariff_change_failed')).toHaveLength(1);

    await testApp.app.jobs.runDue();
    expect(await balanceSom(testApp.app, userId)).toBe(balanceBefore);
  });

  it('puts an extension out of week back and refunds it when the panel will not resume the account', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 100_000);
    const { id, read } = await orderFor(token);
    await call(testApp.app, token, 'PUT', path(hostingPaths.autoRenew, id), { auto_renew: false });
    await tick(31);
    const suspended = await read();
    expect(suspended.status).toBe('week');
    const balanceBefore = await balanceSom(testApp.app, userId);

    panel.faults.failNext('user.resume', {
      type: 'access',
      object: 'users',
      msg: 'account locked by the admin',
    });
    const extended = await call(testApp.app, token, 'PUT', path(hostingPaths.extend, id), {
      extend_period: 1,
    });
    expect(extended.json().data.status).toBe('active');
    expect(await balanceSom(testApp.app, userId)).toBe(balanceBefore - 30_000);

    await testApp.app.jobs.runDue();
    expect(await read()).toMatchObject({ status: 'week', expires_at: suspended.expires_at });
    expect(await balanceSom(testApp.app, userId)).toBe(balanceBefore);
    expect(panel.state.users.get(suspended.panel.account.login)?.active).toBe('off');
    await testApp.app.jobs.runDue();
    expect(await balanceSom(testApp.app, userId)).toBe(balanceBefore);
    const refunds = (await listEvents(testApp.app.db, id)).filter(
      (event) => event.action === 'resume_failed',
    );
    expect(refunds).toHaveLength(1);
  });
});
