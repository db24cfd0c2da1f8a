import { adminPaths, hostingPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, notifications } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { insertTariff } from '../../../src/modules/hosting/catalogue.repository.js';
import { orderScheduler } from '../../../src/modules/hosting/hosting.jobs.js';
import { renderNotification } from '../../../src/modules/notifications/notification-texts.js';
import {
  balanceSom,
  call,
  customerWithBalance,
  LIMITS,
  MONTH,
  seedCatalogue,
  startPanel,
} from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// A customer cancels a hosting order (docs/product/hosting.md, Cancel): now, with the whole unused days refunded under
// CANCEL_REFUND_POLICY, or at the end of the paid period, undone while it waits. Both end in the expiry lifecycle.

const DAY_MS = 86_400_000;
const path = (template: string, id: number) => template.replace(':id', String(id));
let panel: IspmanagerSimulator;

beforeAll(async () => {
  panel = await startPanel();
});
afterAll(async () => {
  await panel.close();
});

type Setup = {
  testApp: TestApp;
  clock: ReturnType<typeof createManualClock>;
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
};

async function appWith(policy?: 'unused_days' | 'none'): Promise<Setup> {
  const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
  const testApp = await buildTestApp(policy ? { CANCEL_REFUND_POLICY: policy } : {}, { clock });
  return { testApp, clock, catalogue: await seedCatalogue(testApp.app, panel) };
}

/** A customer with a monthly order of `tariffId`, provisioned, `daysIn` days into it, and `extraSom` left. */
async function orderDaysIn(
  setup: Setup,
  opts: { tariffId?: number; priceSom?: number; extraSom: number; daysIn: number },
) {
  const { testApp, clock, catalogue } = setup;
  const customer = await customerWithBalance(testApp.app, (opts.priceSom ?? 30_000) + opts.extraSom);
  const created = await call(testApp.app, customer.token, 'POST', hostingPaths.createOrder, {
    tariff_id: opts.tariffId ?? catalogue.small.id,
    pay_type: MONTH,
  });
  expect(created.statusCode).toBe(200);
  await testApp.app.jobs.runDue();
  clock.advance(opts.daysIn * DAY_MS);
  const id = created.json().data.id as number;
  const read = async () =>
    (await call(testApp.app, customer.token, 'GET', path(hostingPaths.order, id))).json().data;
  return { ...customer, id, read, login: (await read()).panel.account.login as string };
}

const cancel = (setup: Setup, token: string, id: number, body: object, key?: string) =>
  setup.testApp.app.inject({
    method: 'POST',
    url: path(hostingPaths.cancel, id),
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

const refundRows = (setup: Setup, userId: number) =>
  setup.testApp.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'order_cancel_refund')));

const cancellationNotices = async (setup: Setup, userId: number) =>
  (
    await setup.testApp.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'order_cancellation')))
      .orderBy(notifications.id)
  ).map((row) => (row.params as { cancel?: string }).cancel);

/** Moves the clock, then runs the scheduler and every job due, as the running server would. */
async function tick(setup: Setup, days: number) {
  setup.clock.advance(days * DAY_MS);
  await setup.testApp.app.jobs.runRecurring(orderScheduler);
  await setup.testApp.app.jobs.runDue();
}

describe('CANCEL_REFUND_POLICY=unused_days (the default)', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await appWith();
  });
  afterAll(async () => {
    await setup.testApp.close();
  });

  it('previews and returns the whole unused days as a ledger row; the panel account is suspended, then deleted', async () => {
    const { testApp } = setup;
    const { token, userId, id, read, login } = await orderDaysIn(setup, { extraSom: 0, daysIn: 10 });
    const preview = await call(testApp.app, token, 'GET', path(hostingPaths.cancelPreview, id));
    expect(preview.json().data).toMatchObject({ policy: 'unused_days', refund: 20_000, unused_days: 20 });
    const answer = await cancel(
      setup,
      token,
      id,
      { when: 'now', reason: 'Moving to a VPS' },
      'cancel-now-0001',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'week',
      cancellation: { when: 'now', state: 'done', refund: 20_000, reason: 'Moving to a VPS' },
    });
    expect(await balanceSom(testApp.app, userId)).toBe(20_000);
    const history = await call(testApp.app, token, 'GET', '/api/client/user/payment/history');
    expect(history.json().data[0]).toMatchObject({
      reason: 'order_cancel_refund',
      order_id: id,
      action: '+',
      amount: 20_000,
    });
    await testApp.app.jobs.runDue();
    expect(panel.state.users.get(login)?.active).toBe('off');
    expect(await cancellationNotices(setup, userId)).toEqual(['now']);
    // A cancelled order's panel credentials are no longer sent, in its answer, its page or the list.
    const noAccess = { account: { login: null, password: null } };
    expect(answer.json().data.panel).toEqual(noAccess);
    expect((await read()).panel).toEqual(noAccess);
    const list = await call(testApp.app, token, 'GET', hostingPaths.orders);
    expect(list.json().data.find((order: { id: number }) => order.id === id).panel).toEqual(noAccess);

    // The used period is not refunded again, however the order ends.
    const again = await cancel(setup, token, id, { when: 'now' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_CANCELLED');
    const extend = await call(testApp.app, token, 'PUT', path(hostingPaths.extend, id), { extend_period: 1 });
    expect(extend.json().code).toBe('ORDER_CANCELLED');
    await tick(setup, 7.01);
    expect(await read()).toMatchObject({ status: 'cancelled', panel: noAccess });
    expect(panel.state.users.has(login)).toBe(false);
    expect((await refundRows(setup, userId)).map((row) => row.amountTiyin)).toEqual([2_000_000]);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });

  it('rounds the refund down to whole som', async () => {
    const { testApp, catalogue } = setup;
    // 33 333.50 som a month, 20 of 30 days left: 22 222.33… som, of which 22 222 come back.
    const odd = await insertTariff(testApp.app.db, {
      serverId: catalogue.server.id,
      name: 'Odd',
      preset: 'small',
      limits: LIMITS.small,
      prices: { [MONTH]: 3_333_350 },
    });
    const { token, userId, id } = await orderDaysIn(setup, {
      tariffId: odd.id,
      priceSom: 33_333.5,
      extraSom: 0,
      daysIn: 10,
    });
    const answer = await cancel(setup, token, id, { when: 'now' });
    expect(answer.json().data.cancellation.refund).toBe(22_222);
    expect(await balanceSom(testApp.app, userId)).toBe(22_222);
  });

  it('answers a repeated key with the first answer and refunds once', async () => {
    const { testApp } = setup;
    const { token, userId, id } = await orderDaysIn(setup, { extraSom: 0, daysIn: 10 });
    const first = await cancel(setup, token, id, { when: 'now' }, 'cancel-replay-01');
    const repeat = await cancel(setup, token, id, { when: 'now' }, 'cancel-replay-01');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replay']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const otherBody = await cancel(setup, token, id, { when: 'end_of_term' }, 'cancel-replay-01');
    expect(otherBody.statusCode).toBe(422);
    expect((await refundRows(setup, userId)).map((row) => row.amountTiyin)).toEqual([2_000_000]);
    expect(await balanceSom(testApp.app, userId)).toBe(20_000);
  });

  it('two cancellations at once refund once: one applies, the other finds the order cancelled', async () => {
    const { testApp } = setup;
    const { token, userId, id } = await orderDaysIn(setup, { extraSom: 0, daysIn: 10 });
    const answers = await Promise.all(
      ['cancel-race-0001', 'cancel-race-0002'].map((key) => cancel(setup, token, id, { when: 'now' }, key)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await refundRows(setup, userId)).map((row) => row.amountTiyin)).toEqual([2_000_000]);
    expect(await balanceSom(testApp.app, userId)).toBe(20_000);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });

  it('at the end of the term: no renewal charge, the account works until the expiry, then the same lifecycle', async () => {
    const { testApp } = setup;
    // Auto-renew is on and the balance covers another month: without the cancellation it would renew.
    const { token, userId, id, read, login } = await orderDaysIn(setup, { extraSom: 30_000, daysIn: 10 });
    const answer = await cancel(setup, token, id, { when: 'end_of_term' });
    const order = answer.json().data;
    expect(order).toMatchObject({
      status: 'active',
      auto_renew: true,
      cancellation: { when: 'end_of_term', state: 'scheduled', refund: null, reason: null },
    });
    expect(order.cancellation.effective_at).toBe(order.expires_at);
    const twice = await cancel(setup, token, id, { when: 'end_of_term' });
    expect(twice.json().code).toBe('ORDER_CANCEL_SCHEDULED');
    const extend = await call(testApp.app, token, 'PUT', path(hostingPaths.extend, id), { extend_period: 1 });
    expect(extend.json().code).toBe('ORDER_CANCEL_SCHEDULED');

    await tick(setup, 19); // one day left: no "renew it" reminder for an order its customer is ending
    expect(panel.state.users.get(login)?.active).toBe('on');
    expect((await read()).panel.account).toMatchObject({ login, password: expect.any(String) });
    await tick(setup, 1.01);
    expect(await read()).toMatchObject({
      status: 'week',
      cancellation: { state: 'done' },
      panel: { account: { login: null, password: null } },
    });
    expect(await balanceSom(testApp.app, userId)).toBe(30_000);
    expect(panel.state.users.get(login)?.active).toBe('off');
    const undo = await call(testApp.app, token, 'POST', path(hostingPaths.cancelUndo, id));
    expect(undo.statusCode).toBe(409);
    expect(undo.json().code).toBe('ORDER_CANCEL_NOT_SCHEDULED');
    await tick(setup, 7);
    expect((await read()).status).toBe('cancelled');
    expect(panel.state.users.has(login)).toBe(false);
    expect(await cancellationNotices(setup, userId)).toEqual(['scheduled', 'end_of_term']);
    const reminders = await testApp.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'order_expiring')));
    expect(reminders).toHaveLength(0);
  });

  it('undoes a scheduled cancellation: the order renews at its expiry as before', async () => {
    const { testApp } = setup;
    const { token, userId, id, read } = await orderDaysIn(setup, { extraSom: 30_000, daysIn: 10 });
    const nothing = await call(testApp.app, token, 'POST', path(hostingPaths.cancelUndo, id));
    expect(nothing.json().code).toBe('ORDER_CANCEL_NOT_SCHEDULED');
    await cancel(setup, token, id, { when: 'end_of_term', reason: 'too expensive' });
    const undone = await call(testApp.app, token, 'POST', path(hostingPaths.cancelUndo, id));
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ status: 'active', cancellation: null });
    const expiry = new Date((await read()).expires_at).getTime();
    await tick(setup, 20.01);
    expect(await read()).toMatchObject({
      status: 'active',
      expires_at: new Date(expiry + 30 * DAY_MS).toISOString(),
    });
    expect(await balanceSom(testApp.app, userId)).toBe(0);
    expect(await cancellationNotices(setup, userId)).toEqual(['scheduled', 'undone']);
  });

  it('cancelling now replaces a scheduled end-of-term cancellation, with the refund', async () => {
    const { testApp } = setup;
    const { token, userId, id } = await orderDaysIn(setup, { extraSom: 0, daysIn: 10 });
    await cancel(setup, token, id, { when: 'end_of_term' });
    const now = await cancel(setup, token, id, { when: 'now' });
    expect(now.json().data.cancellation).toMatchObject({ when: 'now', state: 'done', refund: 20_000 });
    expect(await balanceSom(testApp.app, userId)).toBe(20_000);
  });

  it('refuses an order being set up, and anyone else’s order as not found, changing nothing', async () => {
    const { testApp, catalogue } = setup;
    const { token, id, read } = await orderDaysIn(setup, { extraSom: 30_000, daysIn: 1 });
    const other = await customerWithBalance(testApp.app, 0);
    for (const [method, url, body] of [
      ['POST', path(hostingPaths.cancel, id), { when: 'now' }],
      ['POST', path(hostingPaths.cancelUndo, id), undefined],
      ['GET', path(hostingPaths.cancelPreview, id), undefined],
    ] as const) {
      const answer = await call(testApp.app, other.token, method, url, body);
      expect(answer.statusCode, url).toBe(404);
    }
    expect((await read()).cancellation).toBeNull();

    const pending = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    const progress = await cancel(setup, token, pending.json().data.id, { when: 'now' });
    expect(progress.statusCode).toBe(409);
    expect(progress.json().code).toBe('ORDER_NOT_ACTIVE');
  });

  it('answers bad input with a 4xx field error and changes nothing', async () => {
    const { testApp } = setup;
    const { token, userId, id, read } = await orderDaysIn(setup, { extraSom: 0, daysIn: 10 });
    const bad: [object, string][] = [
      [{ when: 'now', reason: 'why\u0000not' }, 'reason'],
      [{ when: 'now', reason: 'x'.repeat(501) }, 'reason'],
      [{ when: 'now', reason: 'x'.repeat(200_000) }, 'reason'],
      [{ when: 'tomorrow' }, 'when'],
      [{ when: ['now'] }, 'when'],
      [{}, 'when'],
      [{ when: 'now', reason: 42 }, 'reason'],
    ];
    for (const [body, field] of bad) {
      const answer = await cancel(setup, token, id, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().status).toBe(false);
      if (answer.statusCode === 422) expect(Object.keys(answer.json().errors ?? {})).toContain(field);
    }
    const badId = await call(testApp.app, token, 'POST', '/api/client/services/hosting/orders/abc/cancel', {
      when: 'now',
    });
    expect(badId.statusCode).toBeGreaterThanOrEqual(400);
    expect(badId.statusCode).toBeLessThan(500);
    expect(await read()).toMatchObject({ status: 'active', cancellation: null });
    expect(await balanceSom(testApp.app, userId)).toBe(0);
  });

  it('shows staff the cancellation and its reason on the order and the customer page', async () => {
    const { testApp } = setup;
    const { token, userId, id } = await orderDaysIn(setup, { extraSom: 0, daysIn: 10 });
    await cancel(setup, token, id, { when: 'now', reason: 'Closing the shop' });
    const staff = await staffToken(testApp.app, await addStaff(testApp, 'support'));
    const detail = await testApp.app.inject({
      method: 'GET',
      url: path(adminPaths.order, id),
      headers: bearer(staff),
    });
    expect(detail.json().data.cancellation).toMatchObject({
      when: 'now',
      state: 'done',
      refund: 20_000,
      reason: 'Closing the shop',
    });
    const actions = detail.json().data.events.map((event: { action: string }) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['cancel_refund', 'customer_cancel']));
    // The orders list carries it too, so the console names the order cancelled, not in its grace week.
    const list = await testApp.app.inject({ method: 'GET', url: adminPaths.orders, headers: bearer(staff) });
    const row = list.json().data.find((order: { id: number }) => order.id === id);
    expect(row).toMatchObject({ status: 'week', cancellation: { when: 'now', state: 'done' } });
    const customer = await testApp.app.inject({
      method: 'GET',
      url: path(adminPaths.customer, userId),
      headers: bearer(staff),
    });
    expect(customer.json().data.orders[0].cancellation).toMatchObject({ when: 'now', refund: 20_000 });
  });
});

describe('CANCEL_REFUND_POLICY=none', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await appWith('none');
  });
  afterAll(async () => {
    await setup.testApp.close();
  });

  it('cancels now without a refund or a ledger row, and says so in the preview', async () => {
    const { testApp } = setup;
    const { token, userId, id } = await orderDaysIn(setup, { extraSom: 0, daysIn: 10 });
    const preview = await call(testApp.app, token, 'GET', path(hostingPaths.cancelPreview, id));
    expect(preview.json().data).toMatchObject({ policy: 'none', refund: 0, unused_days: 20 });
    const answer = await cancel(setup, token, id, { when: 'now' });
    expect(answer.json().data).toMatchObject({ status: 'week', cancellation: { when: 'now', refund: 0 } });
    expect(await balanceSom(testApp.app, userId)).toBe(0);
    expect(await refundRows(setup, userId)).toHaveLength(0);
  });
});

describe('the customer’s notice', () => {
  it('names the refund only when money came back, and when the account is deleted', () => {
    const until = '2026-06-08T08:00:00Z';
    const refunded = renderNotification('en', 'order_cancellation', {
      order_id: 5,
      cancel: 'now',
      amount: 20_000,
      until,
    });
    expect(refunded.text).toContain('20 000 som for the unused days was returned');
    expect(refunded.text).toContain('2026-06-08');
    const none = renderNotification('ru', 'order_cancellation', {
      order_id: 5,
      cancel: 'now',
      amount: 0,
      until,
    });
    expect(none.text).not.toContain('сум');
    const scheduled = renderNotification('uz', 'order_cancellation', {
      order_id: 5,
      cancel: 'scheduled',
      expires_at: until,
    });
    expect(scheduled.subject).toBe('Hosting buyurtmasi #5 2026-06-08 kuni tugaydi');
  });
});
