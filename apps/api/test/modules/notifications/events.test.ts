import { hostingPaths, notificationsPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { orderScheduler } from '../../../src/modules/hosting/hosting.jobs.js';
import { registerCustomer } from '../../helpers/customers.js';
import { call, customerWithBalance, MONTH, seedCatalogue, startPanel } from '../../helpers/hosting.js';
import { kindsOf, listNotifications, mailsTo } from '../../helpers/notifications.js';
import { newInvoice, PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

const DAY_MS = 86_400_000;
const clock = createManualClock(new Date('2026-04-01T08:00:00Z'));
let testApp: TestApp;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp(PAYMENT_ENV, { clock });
  catalogue = await seedCatalogue(testApp.app, panel);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

const emailOf = async (userId: number) =>
  (await testApp.app.db.select().from(users).where(eq(users.id, userId)))[0]?.email ?? '';

let paymeSeq = 0;
/** A Payme top-up the way Payme performs it: create the transaction, then perform it. */
async function paymeTopUp(token: string, som: number) {
  const { invoice_id } = await newInvoice(testApp.app, token, 'payme', som);
  paymeSeq += 1;
  const id = `6605e3bab097f420a62c${String(paymeSeq).padStart(4, '0')}`;
  const params = { id, time: clock.now().getTime(), amount: som * 100, account: { invoice_id } };
  expect((await paymeCall(testApp.app, 'CreateTransaction', params)).result?.state).toBe(1);
  return { id, perform: () => paymeCall(testApp.app, 'PerformTransaction', { id }) };
}

describe('events create notifications', () => {
  it('a Payme top-up creates one top_up_credited notification, once, and an e-mail', async () => {
    const { token } = await registerCustomer(testApp.app);
    const topUp = await paymeTopUp(token, 5000);
    expect((await listNotifications(testApp.app, token)).total).toBe(0);
    expect((await topUp.perform()).result?.state).toBe(2);
    // Payme repeats PerformTransaction when it did not see our answer: still one credit, one notification.
    await Promise.all([topUp.perform(), topUp.perform()]);
    const list = await listNotifications(testApp.app, token);
    expect(list.total).toBe(1);
    expect(list.unread).toBe(1);
    expect(list.data[0]).toMatchObject({ kind: 'top_up_credited', params: { amount: 5000 }, read_at: null });
    const count = await testApp.app.inject({
      method: 'GET',
      url: notificationsPaths.unreadCount,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(count.json().data.unread).toBe(1);
    await testApp.app.jobs.runDue();
    const profile = (await call(testApp.app, token, 'GET', '/api/client/user/profile')).json().data;
    const mails = await mailsTo(testApp.app, profile.email);
    expect(mails.filter((mail) => mail.subject === 'Balans toʻldirildi').map((mail) => mail.text)).toEqual([
      'Balansingiz 5 000 soʻmga toʻldirildi.\n',
    ]);
  });

  it('a provisioned order notifies order_active; reminders follow the e-mail preference', async () => {
    const on = await customerWithBalance(testApp.app, 30_000);
    const off = await customerWithBalance(testApp.app, 30_000);
    const switched = await call(testApp.app, off.token, 'PUT', notificationsPaths.preferences, {
      preferences: [{ kind: 'order_expiring', channel: 'email', enabled: false }],
    });
    expect(switched.statusCode).toBe(200);
    for (const customer of [on, off]) {
      const created = await call(testApp.app, customer.token, 'POST', hostingPaths.createOrder, {
        tariff_id: catalogue.small.id,
        pay_type: MONTH,
      });
      expect(created.statusCode).toBe(200);
      await call(
        testApp.app,
        customer.token,
        'PUT',
        hostingPaths.autoRenew.replace(':id', String(created.json().data.id)),
        {
          auto_renew: false,
        },
      );
    }
    await testApp.app.jobs.runDue();
    const first = await listNotifications(testApp.app, on.token);
    expect(first.data[0]).toMatchObject({ kind: 'order_active', params: { tariff: 'Small' } });
    expect(first.data[0]?.params.expires_at).toBe(
      new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
    );

    clock.advance(23 * DAY_MS + 60_000);
    await testApp.app.jobs.runRecurring(orderScheduler);
    await testApp.app.jobs.runDue();
    for (const customer of [on, off]) {
      expect((await kindsOf(testApp.app, customer.userId))[0]).toBe('order_expiring');
    }
    const subjectsOf = async (userId: number) =>
      (await mailsTo(testApp.app, await emailOf(userId))).map((mail) => mail.subject);
    expect((await subjectsOf(on.userId)).filter((subject) => subject.includes('7 kun qoldi'))).toHaveLength(
      1,
    );
    expect((await subjectsOf(off.userId)).filter((subject) => subject.includes('qoldi'))).toEqual([]);
    expect(await subjectsOf(off.userId)).toContain('Hosting faollashtirildi');

    clock.advance(8 * DAY_MS);
    await testApp.app.jobs.runRecurring(orderScheduler);
    await testApp.app.jobs.runDue();
    const kinds = await kindsOf(testApp.app, on.userId);
    // One jump past expiry: no 3- or 1-day reminder any more, straight to the suspension.
    expect(kinds).toEqual(['order_suspended', 'order_expiring', 'order_active']);
    clock.advance(8 * DAY_MS);
    await testApp.app.jobs.runRecurring(orderScheduler);
    expect((await kindsOf(testApp.app, on.userId))[0]).toBe('order_cancelled');
  });

  it('a tariff change the panel refuses is undone with an order_change_reverted notification', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 200_000);
    const created = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    const orderId = created.json().data.id as number;
    await testApp.app.jobs.runDue();
    panel.faults.failNext('user.edit', {
      type: 'value',
      object: 'limit_quota',
      msg: 'usage exceeds the limit',
    });
    const changed = await call(
      testApp.app,
      token,
      'PUT',
      hostingPaths.tariffChange.replace(':id', String(orderId)),
      {
        tariff_id: catalogue.big.id,
        pay_type: MONTH,
      },
    );
    expect(changed.statusCode).toBe(200);
    await testApp.app.jobs.runDue();
    await testApp.app.jobs.runDue();
    const list = await listNotifications(testApp.app, token);
    expect(list.data.map((item) => item.kind)).toEqual(['order_change_reverted', 'order_active']);
    // What comes back: 50 000 charged less the 30 000 credited for the 30 unused days (prorate, the default).
    expect(list.data[0]?.params).toEqual({ order_id: orderId, change: 'tariff_change', amount: 20_000 });
    const subjects = (await mailsTo(testApp.app, await emailOf(userId))).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'Oʻzgartirish bekor qilindi')).toHaveLength(1);
  });
});
